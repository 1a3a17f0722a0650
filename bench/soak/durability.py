"""Durability: "Done" means on disk. A SIGKILL cannot show it (the kernel keeps what was
written), so strace shows it: before a command prints its confirmation, every file of the
database it wrote to (the file itself, its `-wal` or journal; not the `-shm` index, which is
rebuilt) must have been synced (fsync or fdatasync) after its last write. Once alone, and once
with a daemon holding the same database open.
"""

import os
import re
import subprocess
import time

import crash
import syscalls
import tend
from counts import Counts

RUNS_PER_SETTING = 6
TRACED = "openat,close,pwrite64,pwritev,write,fsync,fdatasync"
CALL = re.compile(r"^(?:\d+\s+)?(\w+)\((\d+|AT_FDCWD)?(?:, \"((?:[^\"\\]|\\.)*)\")?.*\)\s+=\s+(-?\d+)")


def run(binary, scratch, seed, deadline):
    counts = Counts("durability")
    strace = syscalls.find_strace(counts)
    if strace is None:
        return [counts]
    db, env = crash.database(binary, scratch, "durability")
    trace = os.path.join(scratch, "durability.strace")
    number = 0
    for with_daemon in (False, True):
        daemon = None
        if with_daemon:
            daemon = subprocess.Popen([binary, "daemon", "--backend", "print"], env=env, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            time.sleep(0.5)
        for _ in range(RUNS_PER_SETTING):
            if time.monotonic() > deadline:
                break
            command = crash.Command(binary, number)
            number += 1
            result = tend.run([strace, "-f", "-qq", "-s", "64", "-o", trace, "-e", f"trace={TRACED}", "--",
                               *command.argv], env, timeout=30)
            counts.runs += 1
            what = f"{command.kind}{' with the daemon running' if with_daemon else ''}"
            if result.status != 0 or not result.confirmation:
                counts.problem("unclear", f"{what}: {tend.describe(result)}")
                continue
            counts.expected += 1
            unsynced = unsynced_at_confirmation(trace)
            if unsynced:
                counts.problem("lost", f"{what}: confirmed before {', '.join(unsynced)} was synced")
            else:
                counts.found += 1
        if daemon is not None:
            tend.stop(daemon)
    return [counts]


def unsynced_at_confirmation(trace):
    """The database files written to but not synced since, at the moment the confirmation was
    written to stdout (or at the end, if it never was)."""
    paths, dirty = {}, set()
    with open(trace, errors="replace") as lines:
        for line in lines:
            match = CALL.match(line)
            if not match:
                continue
            name, fd, text, answer = match.groups()
            if name == "openat" and int(answer) >= 0:
                paths[answer] = text
            elif name == "close" and fd in paths:
                del paths[fd]
            elif name in ("pwrite64", "pwritev") and fd in paths and not paths[fd].endswith("-shm"):
                dirty.add(paths[fd])
            elif name in ("fsync", "fdatasync") and fd in paths:
                dirty.discard(paths[fd])
            elif name == "write" and fd == "1" and text and text.startswith(tend.CONFIRMATIONS):
                break
    return sorted(os.path.basename(path) for path in dirty)
