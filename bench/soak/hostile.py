"""Hostile paths and files: what a database path or the configuration file may turn out to be.

Each case builds its path in a directory of its own, twice (once named by --db, once by TEND_DB),
and runs a few commands on it with a timeout. A command must end with exit status not 0 and one
clear `Error: ` line, or, where the case allows it, succeed and leave what it said it did. A
pre-existing file must stay byte for byte what it was, nothing may appear beside it, and nothing
may hang.
"""

import hashlib
import os
import random
import shutil
import sqlite3
import time
from contextlib import closing

import links
import plan
import store
import tend
from counts import Counts

TIMEOUT = 5
NOBODY = (65534, 65534)
READ = (["today"], True)
WRITE = (["done", "ibuprofen", "1"], False)
ADD = (["add", "Water", "--id", "water", "--schedule", "daily at 08:00"], False)


class Case:
    """A hostile path: `build(directory)` makes it and returns it with the files it protects;
    `commands` are (arguments, may succeed); `check(path)` says what is wrong after a success.
    `group` names the scenario line it counts toward."""

    def __init__(self, group, name, build, commands, check=None, as_nobody=False, config=False):
        self.group, self.name, self.build, self.commands, self.check = group, name, build, commands, check
        self.as_nobody, self.config = as_nobody, config


def run(binary, scratch, seed, deadline):
    """The scenarios hostile-files, hostile-names, hostile-config and one-database."""
    rng = random.Random(seed)
    template = make_template(binary, os.path.join(scratch, "hostile-template"))
    groups = {name: Counts(name) for name in ("hostile-files", "hostile-names", "hostile-config")}
    for case in cases(rng, template):
        if time.monotonic() > deadline:
            groups[case.group].problem("unclear", f"{case.name}: not run, the scenario's time was up")
            continue
        for style in ("--db", "TEND_DB"):
            directory = os.path.join(scratch, "hostile", f"{case.name.replace(' ', '-')}-{style}")
            os.makedirs(directory)
            attack(binary, case, style, directory, groups[case.group])
    one_database = Counts("one-database")
    links.run(binary, scratch, template, one_database)
    return [*groups.values(), one_database]


def attack(binary, case, style, directory, counts):
    path, protected = case.build(directory)
    config_home = os.path.join(directory, "config") if case.config else os.environ["XDG_CONFIG_HOME"]
    user = None
    if case.as_nobody and os.geteuid() == 0:
        user = NOBODY
        for root, names, files in os.walk(directory):
            for name in names + files:
                os.lchown(os.path.join(root, name), *NOBODY)
        os.lchown(directory, *NOBODY)
    before = snapshot(protected)
    for arguments, may_succeed in case.commands:
        env = tend.environment(now="2026-12-01T08:00", extra={"XDG_CONFIG_HOME": config_home})
        argv = [binary, *arguments]
        if style == "--db":
            argv[1:1] = ["--db", path]
        else:
            env["TEND_DB"] = path
        result = tend.run(argv, env, timeout=TIMEOUT, user=user)
        judge(case, arguments, style, path, result, may_succeed, counts)
    for problem in changes(before, snapshot(protected)):
        counts.problem("unclear", f"{case.name} ({style}): {problem}")


def judge(case, arguments, style, path, result, may_succeed, counts):
    counts.runs += 1
    what = f"{case.name} ({style}) {' '.join(arguments[:2])}"
    if result.status == 0 and not result.timed_out:
        if not may_succeed:
            counts.problem("unclear", f"{what}: succeeded on a path it should refuse: {result.stdout[:100]!r}")
        elif result.confirmation and case.check:
            counts.expected += 1
            problem = case.check(path)
            if problem:
                counts.problem("lost", f"{what}: {problem}")
            else:
                counts.found += 1
    elif tend.refused_clearly(result):
        counts.refused += 1
    else:
        counts.problem("unclear", f"{what}: {tend.describe(result)}")


def snapshot(paths):
    """For each protected path: its bytes' hash and mode, and the names in its directory."""
    seen = {}
    for path in paths:
        if os.path.isdir(path):
            seen[path] = ("directory", sorted(os.listdir(path)))
        elif os.path.lexists(path):
            digest = "not a regular file"
            if os.path.isfile(path):
                with open(path, "rb") as data:
                    digest = hashlib.sha256(data.read()).hexdigest()
            seen[path] = (digest, oct(os.lstat(path).st_mode), sorted(os.listdir(os.path.dirname(path))))
        else:
            seen[path] = None
    return seen


def changes(before, after):
    return [f"{path} changed: {before[path]} -> {after[path]}" for path in before if before[path] != after[path]]


def make_template(binary, directory):
    """A real tend database with the plan, its WAL checkpointed into the file and removed."""
    os.makedirs(directory)
    path = os.path.join(directory, "tend.db")
    plan.create(binary, path, "2026-11-23")
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for suffix in ("-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    return path


def has_task(task_id):
    """A check that the database at the path holds the task `task_id`."""
    def check(path):
        try:
            with closing(store.connect(path)) as db:
                found = db.execute("SELECT count(*) FROM tasks WHERE id = ?", (task_id,)).fetchone()[0]
        except sqlite3.Error as error:
            return f"the database at {path!r} cannot be read: {error}"
        return None if found == 1 else f"the database at {path!r} has no task {task_id}"
    return check


def only_database_files(task_id):
    """A check that the database holds the task and nothing but its own files sits beside it."""
    holds = has_task(task_id)

    def check(path):
        name = os.path.basename(path)
        strays = [other for other in os.listdir(os.path.dirname(path))
                  if other != name and not other.startswith(name + "-") and not other.startswith(name + ".")]
        return holds(path) or (f"stray files beside it: {strays}" if strays else None)
    return check


def cases(rng, template):
    def directory(d):
        path = os.path.join(d, "tend.db")
        os.mkdir(path)
        return path, [path]

    def fifo(d):
        path = os.path.join(d, "tend.db")
        os.mkfifo(path)
        return path, [d]

    def symlink_to_foreign(d):
        # A copy of /etc/passwd, not the file itself: this runs as root on a shared machine.
        target = os.path.join(d, "etc", "passwd")
        os.makedirs(os.path.dirname(target))
        shutil.copyfile("/etc/passwd", target)
        path = os.path.join(d, "tend.db")
        os.symlink(target, path)
        return path, [target]

    def dangling_symlink(d):
        path = os.path.join(d, "tend.db")
        os.symlink(os.path.join(d, "gone", "tend.db"), path)
        return path, []

    def random_bytes(d):
        path = os.path.join(d, "tend.db")
        with open(path, "wb") as data:
            data.write(rng.randbytes(65536))
        return path, [path]

    def truncated(d):
        path = os.path.join(d, "tend.db")
        with open(template, "rb") as whole, open(path, "wb") as half:
            data = whole.read()
            half.write(data[:len(data) // 2])
        return path, [path]

    def foreign_database(d):
        path = os.path.join(d, "notes.db")
        with closing(sqlite3.connect(path)) as db:
            db.executescript("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); "
                             "INSERT INTO notes (text) VALUES ('not tend''s');")
        return path, [path]

    def read_only_file(d):
        path = os.path.join(d, "tend.db")
        shutil.copyfile(template, path)
        os.chmod(path, 0o444)
        return path, [path]

    def read_only_directory(d):
        inner = os.path.join(d, "ro")
        os.mkdir(inner)
        path = os.path.join(inner, "tend.db")
        shutil.copyfile(template, path)
        os.chmod(path, 0o600)
        os.chmod(inner, 0o555)
        return path, [path]

    def named(name):
        def build(d):
            return os.path.join(d, name), []
        return build

    def long_path(d):
        path = d
        while len(path) < 4000 - 210:
            path = os.path.join(path, "d" * 200)
        os.makedirs(path)
        path = os.path.join(path, "t" * (4000 - len(path) - 4) + ".db")
        return path, []

    def fifo_config(d):
        os.makedirs(os.path.join(d, "config", "tend"))
        os.mkfifo(os.path.join(d, "config", "tend", "config"))
        path = os.path.join(d, "tend.db")
        shutil.copyfile(template, path)
        return path, []

    refused = [READ, WRITE, ADD]
    creates = [(ADD[0], True), (["done", "water"], True)]
    found = [
        Case("hostile-files", "directory", directory, refused),
        Case("hostile-files", "fifo", fifo, refused),
        Case("hostile-files", "symlink to passwd", symlink_to_foreign, refused),
        Case("hostile-files", "dangling symlink", dangling_symlink, [READ, (ADD[0], True)],
             check=has_task("water")),
        Case("hostile-files", "random bytes", random_bytes, refused),
        Case("hostile-files", "truncated database", truncated, refused),
        Case("hostile-files", "foreign database", foreign_database, refused),
        Case("hostile-files", "read-only file", read_only_file, [READ, WRITE], as_nobody=True),
        Case("hostile-files", "read-only directory", read_only_directory, [READ, WRITE], as_nobody=True),
        Case("hostile-names", "4000-byte path", long_path, creates, check=has_task("water")),
        Case("hostile-config", "fifo config", fifo_config,
             [(["config"], True), (["daemon", "--once", "--backend", "print"], True)], config=True),
    ]
    for label, name in [("space", "my tend.db"), ("newline", "tend\nnew.db"), ("percent", "100%25.db"),
                        ("question mark", "tend?mode=ro.db"), ("hash", "tend#1.db"), ("all", "a b\n%?#.db")]:
        found.append(Case("hostile-names", f"name with {label}", named(name), creates,
                          check=only_database_files("water")))
    return found
