"""Running the tend binary as a black box and sorting what it answered.

Every run has a timeout (a hang is an answer too) and runs in its own process group, so that a
timeout or a planned kill takes any child with it.
"""

import os
import signal
import subprocess
import time
from dataclasses import dataclass

# Exit statuses and signals that mean the Swift runtime trapped instead of reporting an error.
TRAP_STATUSES = {132, 133, 134, 135, 136, 139}
TRAP_SIGNALS = {signal.SIGILL, signal.SIGTRAP, signal.SIGABRT, signal.SIGBUS, signal.SIGFPE, signal.SIGSEGV}

# The first words of the lines that confirm a write to the person.
CONFIRMATIONS = ("Done:", "Logged ", "Undone:", "Added ")


@dataclass
class Result:
    """What one run of a command did."""
    argv: list
    status: int          # exit status; minus the signal number when a signal ended it
    stdout: str
    stderr: str
    timed_out: bool
    seconds: float

    @property
    def confirmation(self):
        """The line of stdout that confirms a write, or None."""
        for line in self.stdout.splitlines():
            if line.startswith(CONFIRMATIONS):
                return line
        return None

    @property
    def error_lines(self):
        return [line for line in self.stderr.splitlines() if line.startswith("Error: ")]


def trapped(result):
    """True when the process died of a trap or a crash rather than reporting an error."""
    if result.status in TRAP_STATUSES or -result.status in TRAP_SIGNALS:
        return True
    return "Fatal error" in result.stderr or "Fatal error" in result.stdout


def refused_clearly(result):
    """Exit status not 0 and exactly one `Error: ` line, saying something, the first line on
    stderr apart from `Note: ` lines (tend notes what it did on the way, such as making a
    database owner-only)."""
    if result.timed_out or trapped(result) or result.status <= 0:
        return False
    errors = result.error_lines
    first = [line for line in result.stderr.splitlines() if not line.startswith("Note: ")][:1]
    return len(errors) == 1 and first == errors and len(errors[0]) > len("Error: ") + 8


def describe(result):
    """One line about a run for a failure report."""
    what = "hung (timed out)" if result.timed_out else f"exit {result.status}"
    text = (result.stderr.strip() or result.stdout.strip()).replace("\n", " | ")
    return f"{what}: {text[:200]}"


def environment(db=None, now=None, extra=None):
    """The environment for a run: UTC, no colour, no desktop, a pinned clock and database."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("TEND_") and key not in ("DBUS_SESSION_BUS_ADDRESS", "DISPLAY")}
    env.update(TZ="UTC", NO_COLOR="1", LC_ALL="C.UTF-8")
    if db is not None:
        env["TEND_DB"] = db
    if now is not None:
        env["TEND_NOW"] = now
    env.update(extra or {})
    return env


def start(argv, env, cwd=None, umask=None, user=None):
    """Start a command in its own process group with stdout and stderr piped, under `umask` and
    as `user` (uid, gid) when given. (No preexec_fn: the concurrency scenario starts from threads.)"""
    identity = {} if user is None else dict(user=user[0], group=user[1], extra_groups=[])
    return subprocess.Popen(argv, env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True, umask=-1 if umask is None else umask,
                            **identity)


def finish(process, argv, began, timeout):
    """Wait for a started command, killing its group at the timeout."""
    timed_out = False
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(process)
        out, err = process.communicate()
    return Result(argv, process.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"),
                  timed_out, time.monotonic() - began)


def run(argv, env, timeout=10, cwd=None, umask=None, user=None):
    """Run a command to its end (or its timeout)."""
    began = time.monotonic()
    return finish(start(argv, env, cwd, umask, user), argv, began, timeout)


def run_and_kill(argv, env, delay, timeout=10):
    """Run a command and send it SIGKILL `delay` seconds after it started, if it is still running."""
    began = time.monotonic()
    process = start(argv, env)
    try:
        process.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        kill_group(process)
    return finish(process, argv, began, timeout)


def stop(process, timeout=10):
    """Ask a started command (a daemon) to stop with SIGTERM; SIGKILL its group when it has not
    within `timeout` seconds. Returns its exit status."""
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(process)
        return process.wait()


def kill_group(process, sig=signal.SIGKILL):
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        pass
