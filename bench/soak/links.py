"""One database is one database: a hard link, a symlink and a planted lock file.

- hard link: `ln a.db b.db`, then doses and logs through each name in turn; every confirmed
  record must be there through both names afterwards (or tend refuses the linked file).
- second daemon: a daemon on a.db, then one on a symlink to it; the second must refuse.
- planted lock: `<db>.daemon.lock` is a symlink to another file; `tend daemon --once` must leave
  that file as it was.
"""

import os
import shutil
import subprocess
import time

import store
import tend

DAEMON_WAIT = 2.0


def run(binary, scratch, template, counts):
    directory = os.path.join(scratch, "links")
    os.makedirs(directory)
    hard_link(binary, directory, template, counts)
    second_daemon(binary, directory, template, counts)
    planted_lock(binary, directory, template, counts)


def hard_link(binary, directory, template, counts):
    first, second = os.path.join(directory, "a.db"), os.path.join(directory, "b.db")
    shutil.copyfile(template, first)
    os.link(first, second)
    env = tend.environment(now="2026-12-01T21:00")
    confirmed = []
    for turn in range(8):
        name, path = (("a.db", first), ("b.db", second))[turn % 2]
        note = f"link-{name}-{turn}"
        day = f"2026-11-{24 + turn // 4:02d}"
        argv = [binary, "--db", path, "done", "ibuprofen", str(turn % 4 + 1), "--date", day, "--note", note, "--force"]
        result = tend.run(argv, env, timeout=30)
        counts.runs += 1
        if result.status == 0 and result.stdout.startswith("Done:"):
            confirmed.append(note)
        elif tend.refused_clearly(result):
            counts.refused += 1
        else:
            counts.problem("unclear", f"hard link: {' '.join(argv[3:6])} via {name}: {tend.describe(result)}")
    for note in confirmed:
        counts.expected += 1
        through = [name for name, path in (("a.db", first), ("b.db", second))
                   if store.records_with_note(path, note)[0]]
        if len(through) == 2:
            counts.found += 1
        else:
            counts.problem("lost", f"hard link: {note} was confirmed; the database holds it through {through}")


def second_daemon(binary, directory, template, counts):
    path, link = os.path.join(directory, "daemon.db"), os.path.join(directory, "daemon-link.db")
    shutil.copyfile(template, path)
    os.symlink(path, link)
    env = tend.environment(now="2026-12-01T05:00")
    first = start_daemon(binary, path, env)
    time.sleep(DAEMON_WAIT / 2)
    second = start_daemon(binary, link, env)
    for process, name in ((second, "through the symlink"), (first, "the first")):
        counts.runs += 1
        result = stop_daemon(process)
        if process is first:
            if result.status != 0:
                counts.problem("unclear", f"second daemon: the first daemon did not run on: {tend.describe(result)}")
        elif result.status == 0 and not result.timed_out:
            counts.problem("doubled", "second daemon: a daemon started through a symlink while one ran")
        elif tend.refused_clearly(result):
            counts.refused += 1
        else:
            counts.problem("unclear", f"second daemon {name}: {tend.describe(result)}")


def planted_lock(binary, directory, template, counts):
    path = os.path.join(directory, "planted.db")
    shutil.copyfile(template, path)
    victim = os.path.join(directory, "victim.txt")
    with open(victim, "w") as text:
        text.write("a file the daemon lock must not write into\n")
    os.symlink(victim, path + ".daemon.lock")
    argv = [binary, "--db", path, "daemon", "--once", "--backend", "print"]
    result = tend.run(argv, tend.environment(now="2026-12-01T05:00"), timeout=10)
    counts.runs += 1
    with open(victim) as text:
        intact = text.read() == "a file the daemon lock must not write into\n"
    if not intact:
        counts.problem("unclear", "planted lock: the daemon wrote into the file its lock symlink points at")
    elif tend.refused_clearly(result):
        counts.refused += 1
    elif result.status != 0 or result.timed_out:
        counts.problem("unclear", f"planted lock: {tend.describe(result)}")


def start_daemon(binary, path, env):
    return subprocess.Popen([binary, "--db", path, "daemon", "--backend", "print"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)


def stop_daemon(process):
    """The daemon's result: SIGTERM after DAEMON_WAIT if it still runs (status 0 then means it ran)."""
    began = time.monotonic()
    try:
        out, err = process.communicate(timeout=DAEMON_WAIT)
    except subprocess.TimeoutExpired:
        tend.stop(process)
        out, err = process.communicate()
    return tend.Result(process.args, process.returncode, out.decode("utf-8", "replace"),
                       err.decode("utf-8", "replace"), False, time.monotonic() - began)
