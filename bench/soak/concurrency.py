"""Concurrency: 8 or 16 writers on one database while the reminder daemon runs on it.

Each writer owns some occurrences of the past weeks and does, undoes and redoes them (`done` with
`--at`, `--date` and an explicit occurrence number, `undo` with the same), logs symptoms with a
note that names the run, and races every other writer to `done` the same occurrences of one day
(a new day each pass). The writers make passes until the daemon's window ends (at most one pass a
race day). The daemon (print backend, pinned clock at TEND_CLOCK_SPEED) reminds of today
meanwhile. Then the database, read with python's sqlite3, must hold what each writer was told,
and the daemon must have printed each of today's reminders once.
"""

import os
import random
import re
import subprocess
import threading
import time
from datetime import datetime, timedelta, timezone

import plan
import store
import tend
from counts import Counts

FIRST_DAY = "2026-11-01"
COURSE_START = "2026-11-24"   # the antibiotic's 10 days include today
RACE_DAYS = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28",
             "2026-11-29", "2026-11-30"]
TODAY = "2026-12-01"
DAEMON_START = f"{TODAY}T05:50"
CLOCK_SPEED = 2400            # the daemon's 05:50 to 22:10 takes about 25 s
DAEMON_SECONDS = 27           # at least this long, and until the writers are done
WRITING_SECONDS = 24          # no pass starts after this
ROUNDS_PER_OCCURRENCE = 2     # done/undo operations per owned occurrence and pass
LOGS_PER_PASS = 2
NAG_LIMIT = 3
CATCH_UP = "2h"               # nothing came due in the 2 h before 05:50; nags stop 2 h after their due
REMINDER_LINE = re.compile(r"^\S+ (due|caught-up|nag|snoozed|folded): .*?(?: \[(tend:[^\]]+)\])?$")


def run(binary, scratch, writers, seed, deadline):
    """Run the scenario with `writers` concurrent writers; returns the writers' counts and the
    daemon's."""
    db = os.path.join(scratch, f"concurrency-{writers}.db")
    plan.create(binary, db, FIRST_DAY, COURSE_START)
    days = list(_days(FIRST_DAY, RACE_DAYS[0]))[:-1]
    owned = [o for day in days for o in plan.occurrences(binary, db, day)]
    races = [plan.occurrences(binary, db, day) for day in RACE_DAYS]
    reminders_due = plan.occurrences(binary, db, TODAY)
    rng = random.Random(seed * 100 + writers)

    jobs = [Writer(binary, db, number, rng.random()) for number in range(writers)]
    for position, occurrence in enumerate(owned):
        jobs[position % writers].own(occurrence)

    daemon_output = os.path.join(scratch, f"concurrency-{writers}.daemon.out")
    daemon, started = _start_daemon(binary, db, daemon_output)
    until = min(deadline, started + WRITING_SECONDS)
    threads = [threading.Thread(target=job.work, args=(races, until)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    time.sleep(max(0, DAEMON_SECONDS - (time.monotonic() - started)))
    writing = Counts(f"concurrency-{writers}")
    reminding = Counts(f"reminders-{writers}")
    daemon_result = _stop_daemon(daemon, started, daemon_output)

    _check_writers(jobs, db, writing)
    _check_reminders(daemon_result, reminders_due, db, reminding)
    return [writing, reminding]


class Writer:
    """One writer: passes of commands, run in turn, and what tend told it."""

    def __init__(self, binary, db, number, seed):
        self.binary, self.db, self.number = binary, db, number
        self.rng = random.Random(seed)
        self.owned = []
        self.env = tend.environment(db=db, now=f"{TODAY}T05:40")
        self.expected = {}      # key -> note of the confirmed record, None for absent, "?" for unknown
        self.logs = {}          # note -> "confirmed", "refused" or "?"
        self.race_wins = {}     # key -> note this writer was told it recorded
        self.counts = Counts("writer")
        self.sequence = 0

    def own(self, occurrence):
        self.owned.append(occurrence)
        self.expected[_key(occurrence)] = None

    def work(self, races, until):
        """One pass per race day, while time is left."""
        for race in races:
            if time.monotonic() > until:
                return
            for kind, target in self._pass(race):
                self.sequence += 1
                note = f"w{self.number}-{self.sequence}"
                if kind == "log":
                    self._log(note)
                else:
                    self._change(kind, target, note)

    def _pass(self, race):
        commands = [("done" if self.rng.random() < 0.6 else "undo", occurrence)
                    for occurrence in self.owned for _ in range(ROUNDS_PER_OCCURRENCE)]
        commands += [("race", occurrence) for occurrence in race]
        commands += [("log", None)] * LOGS_PER_PASS
        self.rng.shuffle(commands)
        return commands

    def _change(self, kind, occurrence, note):
        key, day = _key(occurrence), occurrence["start"][:10]
        at = datetime.fromisoformat(occurrence["start"]) + timedelta(minutes=self.rng.randrange(0, 50))
        argv = [self.binary, "undo" if kind == "undo" else "done", occurrence["task"], str(occurrence["number"]),
                "--date", day]
        if kind != "undo":
            # --force: the soak tests the store, not the dose safety rules.
            argv += ["--at", at.strftime("%Y-%m-%dT%H:%M"), "--note", note, "--force"]
        result = tend.run(argv, self.env, timeout=60)
        self.counts.runs += 1
        text = result.stdout
        if result.status == 0 and text.startswith("Done:"):
            told = note
        elif result.status == 0 and kind != "undo" and "already done" in text:
            told = "present"
        elif result.status == 0 and text.startswith("Undone:"):
            told = None
        elif result.status == 0 and kind == "undo" and "nothing changed" in text:
            told = "absent"
        elif tend.refused_clearly(result):
            self.counts.refused += 1
            return
        else:
            self.counts.problem("unclear", f"{' '.join(argv[1:])}: {tend.describe(result)}")
            if key in self.expected:
                self.expected[key] = "?"
            return
        if kind == "race":
            if told not in ("present", "absent", None):
                self.race_wins[key] = told
            return
        before = self.expected[key]
        if before == "?":
            return
        if told == "present" and before is None:
            self.counts.problem("doubled",
                                f"{_label(key)}: 'already done' after it was undone (writer {self.number})")
        elif told == "absent" and before is not None:
            self.counts.problem("lost", f"{_label(key)}: nothing to undo after 'Done:' (writer {self.number})")
        elif told not in ("present", "absent", None) and before is not None:
            self.counts.problem("lost", f"{_label(key)}: 'Done:' again after 'Done:' (writer {self.number})")
        elif told is None and before is None:
            self.counts.problem("doubled", f"{_label(key)}: 'Undone:' twice (writer {self.number})")
        if told == "present":
            told = before if before is not None else "?"
        elif told == "absent":
            told = None
        self.expected[key] = told

    def _log(self, note):
        minute = self.sequence % (24 * 60)
        at = f"{FIRST_DAY}T{minute // 60:02d}:{minute % 60:02d}"
        argv = [self.binary, "log", plan.LOG_TASK, "--value", str(self.sequence % 10), "--at", at, "--note", note]
        result = tend.run(argv, self.env, timeout=60)
        self.counts.runs += 1
        if result.status == 0 and result.stdout.startswith("Logged "):
            self.logs[note] = "confirmed"
        elif tend.refused_clearly(result):
            self.counts.refused += 1
            self.logs[note] = "refused"
        else:
            self.counts.problem("unclear", f"log: {tend.describe(result)}")
            self.logs[note] = "?"


def _check_writers(jobs, db, counts):
    integrity = store.integrity(db)
    if integrity != "ok":
        counts.problem("unclear", f"integrity_check: {integrity}")
    recorded, logged = store.outcomes(db), store.log_entries(db)
    for job in jobs:
        for name in ("runs", "lost", "doubled", "refused", "unclear"):
            setattr(counts, name, getattr(counts, name) + getattr(job.counts, name))
        counts.problems += job.counts.problems
        for key, note in job.expected.items():
            rows = recorded.get(key, [])
            if note == "?":
                continue
            if note is None:
                if rows:
                    counts.problem("doubled",
                                   f"{_label(key)}: recorded although writer {job.number} was told it was undone")
                continue
            counts.expected += 1
            if [row[0] for row in rows] == [note]:
                counts.found += 1
            elif not rows:
                counts.problem("lost", f"{_label(key)}: writer {job.number} was told 'Done:' ({note}); no record")
            else:
                counts.problem("lost", f"{_label(key)}: writer {job.number} recorded {note}; the database has {rows}")
        for note, answer in job.logs.items():
            entries = logged.get(note, [])
            if answer == "confirmed":
                counts.expected += 1
                counts.found += 1 if entries else 0
                if not entries:
                    counts.problem("lost", f"log {note}: confirmed, not in the database")
            if len(entries) > (1 if answer in ("confirmed", "?") else 0):
                counts.problem("doubled", f"log {note}: {len(entries)} entries, told {answer}")
    winners = {}
    for job in jobs:
        for key, note in job.race_wins.items():
            winners.setdefault(key, []).append(note)
    for key, notes in winners.items():
        counts.expected += 1
        rows = recorded.get(key, [])
        if len(notes) > 1:
            counts.problem("doubled", f"race {_label(key)}: {len(notes)} writers were told 'Done:'")
        if rows and rows[0][0] in notes:
            counts.found += 1
        else:
            counts.problem("lost", f"race {_label(key)}: winners {notes}, database {rows}")


def _start_daemon(binary, db, output):
    """The daemon on the print backend, stdout to `output`, stderr to `output`.err."""
    env = tend.environment(db=db, now=DAEMON_START, extra={"TEND_CLOCK_SPEED": str(CLOCK_SPEED)})
    argv = [binary, "daemon", "--backend", "print", "--catch-up", CATCH_UP, "--nag-limit", str(NAG_LIMIT)]
    with open(output, "wb") as out, open(output + ".err", "wb") as err:
        process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                   start_new_session=True)
    return process, time.monotonic()


def _stop_daemon(process, started, output):
    """SIGTERM, then what the daemon printed; status -1 when it had stopped before it was told to."""
    ran_to_the_end = process.poll() is None
    if ran_to_the_end:
        tend.stop(process)
    with open(output, encoding="utf-8", errors="replace") as out, \
            open(output + ".err", encoding="utf-8", errors="replace") as err:
        text, errors = out.read(), err.read()
    status = process.returncode if ran_to_the_end else -1
    return tend.Result(process.args, status, text, errors, False, time.monotonic() - started)


def _check_reminders(result, due, db, counts):
    counts.runs = 1
    if result.status != 0:
        counts.problem("unclear", f"the daemon did not run to SIGTERM and stop with 0: {tend.describe(result)}")
    first, nags = {}, {}
    for line in result.stdout.splitlines():
        match = REMINDER_LINE.match(line)
        if not match:
            counts.problem("unclear", f"daemon line not understood: {line[:120]}")
            continue
        kind, tag = match.groups()
        if kind in ("due", "caught-up"):
            first[tag] = first.get(tag, 0) + 1
        elif kind in ("nag", "snoozed"):
            nags[tag] = nags.get(tag, 0) + 1
        else:
            counts.problem("unclear", f"a folded reminder although nothing was missed: {line[:120]}")
    recorded = store.notification_counts(db)
    expected = {f"tend:{o['task']}:{o['version']}:{o['index']}" for o in due}
    # `today --json` lists no occurrences for a log task; its all-day one is reminded at 09:00.
    log_tags = sorted(tag for tag in first if tag.startswith(f"tend:{plan.LOG_TASK}:"))
    expected.add(log_tags[0] if log_tags else f"tend:{plan.LOG_TASK}:(today)")
    counts.expected = len(expected)
    for tag in sorted(expected):
        if first.get(tag, 0) == 0:
            counts.problem("lost", f"no reminder for {tag}")
            continue
        counts.found += 1
        if first[tag] > 1:
            counts.problem("doubled", f"{tag} reminded {first[tag]} times as new")
        if nags.get(tag, 0) > NAG_LIMIT:
            counts.problem("doubled", f"{tag} nagged {nags[tag]} times, limit {NAG_LIMIT}")
        printed = first[tag] + nags.get(tag, 0)
        if recorded.get(tag, 0) != printed:
            counts.problem("unclear", f"{tag}: printed {printed} times, recorded as sent {recorded.get(tag, 0)}")
    for tag in sorted(set(first) - expected):
        counts.problem("unclear", f"a reminder for an occurrence not due today: {tag}")


def _label(key):
    """`ibuprofen 2026-11-20 08:00` for a key."""
    return f"{key[0]} {datetime.fromtimestamp(key[1], timezone.utc):%Y-%m-%d %H:%M}"


def _key(occurrence):
    return (occurrence["task"], int(datetime.fromisoformat(occurrence["start"]).timestamp()))


def _days(first, last):
    day, end = datetime.fromisoformat(first), datetime.fromisoformat(last)
    while day <= end:
        yield day.strftime("%Y-%m-%d")
        day += timedelta(days=1)
