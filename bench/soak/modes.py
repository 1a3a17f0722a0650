"""File modes: a new database made under umask 000, 022 and 077 is owner-only, and so are its
`-wal`, `-shm` and lock files (they hold the same health records)."""

import os
import stat

import tend
from counts import Counts

UMASKS = (0o000, 0o022, 0o077)


def run(binary, scratch, seed, deadline):
    counts = Counts("file-modes")
    for umask in UMASKS:
        directory = os.path.join(scratch, f"modes-{umask:03o}")
        os.makedirs(directory)
        path = os.path.join(directory, "tend.db")
        env = tend.environment(db=path, now="2026-12-01T08:00")
        steps = [["add", "Ibuprofen", "--id", "ibuprofen", "--schedule", "4 times a day"], ["done", "ibuprofen"]]
        for arguments in steps:
            result = tend.run([binary, *arguments], env, umask=umask)
            counts.runs += 1
            if result.status == 0 and result.confirmation:
                counts.expected += 1
                counts.found += 1
            elif tend.refused_clearly(result):
                counts.refused += 1
            else:
                counts.problem("unclear", f"umask {umask:03o} {arguments[0]}: {tend.describe(result)}")
        for name in sorted(os.listdir(directory)):
            mode = stat.S_IMODE(os.lstat(os.path.join(directory, name)).st_mode)
            if mode & 0o077:
                counts.problem("unclear", f"umask {umask:03o}: {name} is {mode:04o}, not owner-only")
    return [counts]
