"""Crash injection by the clock: SIGKILL `tend done` and `tend log` at random moments.

One database takes every run in turn, so each run also starts from whatever the killed one
before it left behind (a hot WAL, a stale lock). The delays are spread over the whole life of
a command: from 0 to 1.2 times the median run time measured first on this machine.
"""

import os
import random
import statistics
import time
from datetime import date, timedelta

import plan
import store
import tend
from counts import Counts

FIRST_DAY = "2026-06-01"
RUNS = 500
CALIBRATION_RUNS = 5
DOSE_TIMES = ("08:00", "12:00", "16:00", "20:00")


def run(binary, scratch, seed, deadline):
    db, env = database(binary, scratch, "crash-random")
    counts = Counts("crash-random")
    rng = random.Random(seed)
    confirmed = []
    durations = []
    for number in range(CALIBRATION_RUNS):
        command = Command(binary, number)
        result = tend.run(command.argv, env)
        durations.append(result.seconds)
        check(command, result, False, db, counts, confirmed)
    longest = 1.2 * statistics.median(durations)
    for number in range(CALIBRATION_RUNS, RUNS):
        if time.monotonic() > deadline:
            break
        command = Command(binary, number)
        result = tend.run_and_kill(command.argv, env, rng.uniform(0, longest))
        if not check(command, result, result.status == -9, db, counts, confirmed):
            break
    recheck(db, counts, confirmed)
    return [counts]


def database(binary, scratch, name):
    """A new database `name`.db in `scratch` with the plan from FIRST_DAY, and the environment
    for commands on it."""
    db = os.path.join(scratch, f"{name}.db")
    plan.create(binary, db, FIRST_DAY)
    return db, tend.environment(db=db, now="2026-12-01T07:00")


class Command:
    """Run `number`: a dose of ibuprofen (its own occurrence) or a nausea log, with a note that
    names the run and a value, so that a half-written record shows."""

    def __init__(self, binary, number):
        self.note = f"crash-{number}"
        if number % 2 == 0:
            dose = number // 2
            day = _day(FIRST_DAY, dose // 4)
            self.kind, self.value = "done", (400.0, "mg")
            self.argv = [binary, "done", "ibuprofen", str(dose % 4 + 1), "--date", day,
                         "--at", f"{day}T{DOSE_TIMES[dose % 4]}", "--value", "400", "--unit", "mg",
                         "--note", self.note, "--force"]
        else:
            day = _day(FIRST_DAY, number // 2 % 180)
            self.kind, self.value = "log", (float(number % 10), "/10")
            self.argv = [binary, "log", plan.LOG_TASK, "--value", str(number % 10), "--unit", "/10",
                         "--at", f"{day}T10:00", "--note", self.note]

    def records(self, db):
        """The records with this run's note, each as its list of values."""
        outcomes, entries = store.records_with_note(db, self.note)
        return outcomes if self.kind == "done" else [[entry] for entry in entries]


def check(command, result, killed, db, counts, confirmed, label=None):
    """Judge one run; False when the database is damaged and the scenario cannot go on."""
    counts.runs += 1
    what = label or " ".join(command.argv[1:3]) + f" ({command.note})"
    integrity = store.integrity(db)
    if integrity != "ok":
        counts.problem("unclear", f"{what}: integrity_check says {integrity}")
        return False
    records = command.records(db)
    whole = [record for record in records if record == [command.value]]
    if len(records) > 1:
        counts.problem("doubled", f"{what}: {len(records)} records")
    if len(whole) < len(records):
        counts.problem("lost", f"{what}: half-written record {records}")
    if result.confirmation:
        counts.expected += 1
        if whole:
            counts.found += 1
            confirmed.append(command)
        else:
            counts.problem("lost", f"{what}: '{result.confirmation}' but no record")
    elif killed:
        pass
    elif tend.refused_clearly(result):
        counts.refused += 1
        if records:
            counts.problem("doubled", f"{what}: refused ({result.error_lines[0]}) but recorded")
    else:
        counts.problem("unclear", f"{what}: {tend.describe(result)}")
    return True


def recheck(db, counts, confirmed):
    """Every record confirmed earlier must still be there after all the later crashes."""
    for command in confirmed:
        if not any(record == [command.value] for record in command.records(db)):
            counts.problem("lost", f"{command.note}: confirmed, gone by the end")


def _day(first, offset):
    return (date.fromisoformat(first) + timedelta(days=offset)).isoformat()
