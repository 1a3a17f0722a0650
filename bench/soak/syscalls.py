"""Crash and failure injection at the system calls, with strace.

For `tend done` and `tend log` in turn, one traced run counts each call that writes, syncs or
takes a lock (fsync, fdatasync, pwrite64, fcntl); then one run per call and per
injection: SIGKILL at the Nth call (`-e inject=fdatasync:signal=KILL:when=N`), or the Nth call
failing with ENOSPC or EIO (`-e inject=pwrite64:error=ENOSPC:when=N`). After each run the
checks of crash.py apply.
"""

import os
import re
import shutil
import subprocess
import time

import crash
import tend
from counts import Counts

SYSCALLS = ("fsync", "fdatasync", "pwrite64", "fcntl")
INJECTIONS = [
    ("fsync", "signal=KILL"), ("fdatasync", "signal=KILL"), ("pwrite64", "signal=KILL"), ("fcntl", "signal=KILL"),
    ("pwrite64", "error=ENOSPC"), ("pwrite64", "error=EIO"), ("fsync", "error=EIO"), ("fdatasync", "error=EIO"),
    ("fcntl", "error=EIO"),
]
KILLED = (-9, 137)
CALL_NAME = re.compile(r"^(?:\d+\s+)?(\w+)\(")


def run(binary, scratch, seed, deadline):
    counts = Counts("crash-syscall")
    strace = find_strace(counts)
    if strace is None:
        return [counts]
    db, env = crash.database(binary, scratch, "crash-syscall")
    confirmed = []
    number = 0
    for kind in (0, 1):           # the parity of crash.Command's number picks done or log
        calls = count_calls(strace, crash.Command(binary, number + kind), db, env, scratch, counts, confirmed)
        number += 2
        for syscall, action in INJECTIONS:
            for nth in range(1, calls.get(syscall, 0) + 1):
                if time.monotonic() > deadline:
                    crash.recheck(db, counts, confirmed)
                    return [counts]
                command = crash.Command(binary, number + kind)
                number += 2
                injection = f"{syscall}:{action}:when={nth}"
                argv = [strace, "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}", "-e",
                        f"inject={injection}", "--", *command.argv]
                result = tend.run(argv, env, timeout=30)
                label = f"{command.kind} with {injection}"
                if not crash.check(command, result, result.status in KILLED, db, counts, confirmed, label):
                    return [counts]
    crash.recheck(db, counts, confirmed)
    return [counts]


def count_calls(strace, command, db, env, scratch, counts, confirmed):
    """How many times an uninjected run of `command` makes each call of SYSCALLS (the run is
    judged as the others are)."""
    trace = os.path.join(scratch, "count.strace")
    result = tend.run([strace, "-f", "-qq", "-o", trace, "-e", "trace=" + ",".join(SYSCALLS), "--", *command.argv],
                      env, timeout=30)
    crash.check(command, result, False, db, counts, confirmed, f"{command.kind}, traced without injection")
    calls = {}
    with open(trace) as lines:
        for line in lines:
            match = CALL_NAME.match(line)
            if match:
                calls[match.group(1)] = calls.get(match.group(1), 0) + 1
    return calls


def find_strace(counts):
    """strace's path, installing the Debian package when it is missing (the only install); None,
    counted as a problem, when it cannot be had."""
    if shutil.which("strace") is None:
        print("soak: strace is missing; running apt-get install -y strace", flush=True)
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "strace"], stdout=subprocess.DEVNULL)
    found = shutil.which("strace")
    if found is None:
        counts.problem("unclear", "strace is not installed and could not be installed")
    return found
