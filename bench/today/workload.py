#!/usr/bin/env python3
"""The workloads of bench/today/run: one plan of 50 care tasks, written four ways.

    workload.py tend  --tend BIN --db PATH --now NOW --days N [--seed S]
        Adds the 50 tasks to a new database with the real CLI (`tend add ... --from`, N days
        before NOW), expands every task's stored schedule with `tend schedule expand`, and writes
        the history directly into `outcomes` (and `outcome_values`, `log_entries`) in one
        transaction. Prints `outcomes=... values=... log_entries=... days=...`.
    workload.py peers --dir DIR --today YYYY-MM-DD
        Writes the same 50 tasks as a remind file (DIR/reminders.rem, one REM a time of day),
        a calcurse data directory (DIR/calcurse, one recurring appointment a time of day) and
        a Taskwarrior taskrc (DIR/taskrc, data in DIR/task; one recurring task a care task,
        added with `task add`).
    workload.py report --hyperfine F1,F2,... --memory FILE --remind NAME --tend-small NAME
                       --tend-large NAME
        Pools the runs of the hyperfine JSON exports, prints the table and the goals; exit 1
        when a goal is missed.

Standard library only. Deterministic: the same seed and dates give the same databases.
"""
import argparse
import datetime as dt
import json
import math
import os
import random
import sqlite3
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from goals import print_goals  # noqa: E402

# --- the plan --------------------------------------------------------------------------------
# Each task: id, title, group, schedule kind, kind's data, extra `tend add` options.
# Kinds: daily [times]; weekly (days, [times]); everyother time; interval (minutes, from, to);
# log (no schedule times; `every day`, does not count toward adherence).
MEDICATION, EXERCISE, MEASURE, CARE = "medication", "exercise", "measurement", "care"

PLAN = [
    # 20 medicines, 1 to 4 times a day
    ("ibuprofen", "Ibuprofen 400 mg", MEDICATION, "daily", ["08:00", "12:00", "16:00", "20:00"],
     ["--instructions", "With food; no more than 4 tablets a day."]),
    ("paracetamol", "Paracetamol 500 mg", MEDICATION, "daily", ["07:00", "13:00", "19:00"], []),
    ("metformin", "Metformin 500 mg", MEDICATION, "daily", ["08:00", "20:00"], ["--instructions", "With a meal."]),
    ("vitamin-d", "Vitamin D 1000 IU", MEDICATION, "daily", ["08:00"], []),
    ("omeprazole", "Omeprazole 20 mg", MEDICATION, "daily", ["07:30"], ["--instructions", "On an empty stomach."]),
    ("amlodipine", "Amlodipine 5 mg", MEDICATION, "daily", ["08:00"], []),
    ("atorvastatin", "Atorvastatin 20 mg", MEDICATION, "daily", ["21:00"], []),
    ("levothyroxine", "Levothyroxine 50 µg", MEDICATION, "daily", ["06:30"],
     ["--instructions", "30 minutes before breakfast."]),
    ("prednisolone", "Prednisolone 5 mg", MEDICATION, "daily", ["08:00", "14:00"], []),
    ("insulin-glargine", "Insulin glargine 10 U", MEDICATION, "daily", ["22:00"], []),
    ("insulin-aspart", "Insulin aspart", MEDICATION, "daily", ["07:15", "12:15", "18:15"],
     ["--style", "grid", "--target", "4", "--unit", "U"]),
    ("salbutamol", "Salbutamol inhaler", MEDICATION, "daily", ["08:00", "12:00", "16:00", "20:00"], ["--style", "grid"]),
    ("budesonide", "Budesonide inhaler", MEDICATION, "daily", ["08:00", "20:00"], ["--instructions", "Rinse your mouth after."]),
    ("latanoprost", "Latanoprost eye drops", MEDICATION, "daily", ["21:30"], []),
    ("magnesium", "Magnesium 300 mg", MEDICATION, "daily", ["12:00"], []),
    ("iron", "Iron 100 mg", MEDICATION, "everyother", "09:00", []),
    ("gabapentin", "Gabapentin 300 mg", MEDICATION, "daily", ["08:00", "14:00", "20:00"], []),
    ("sertraline", "Sertraline 50 mg", MEDICATION, "daily", ["08:00"], []),
    ("folic-acid", "Folic acid 5 mg", MEDICATION, "daily", ["08:00"], []),
    ("melatonin", "Melatonin 2 mg", MEDICATION, "daily", ["22:30"], []),
    # 10 exercises, most of them weekly
    ("knee-bends", "Knee bends", EXERCISE, "weekly", (["mon", "tue", "wed", "thu", "fri"], ["07:30"]),
     ["--instructions", "3 sets of 10 slow bends."]),
    ("walk", "Walk 30 minutes", EXERCISE, "weekly", (["mon", "wed", "fri"], ["18:00"]), []),
    ("physio", "Physiotherapy", EXERCISE, "weekly", (["tue", "thu"], ["10:00"]), []),
    ("stretching", "Stretching", EXERCISE, "daily", ["19:00"], []),
    ("swimming", "Swimming", EXERCISE, "weekly", (["sat"], ["09:00"]), []),
    ("breathing", "Breathing exercises", EXERCISE, "daily", ["08:30", "13:30", "20:30"], ["--style", "grid"]),
    ("balance", "Balance training", EXERCISE, "weekly", (["mon", "thu"], ["17:00"]), []),
    ("hand-exercises", "Hand exercises", EXERCISE, "daily", ["09:00", "13:00", "17:00", "21:00"], ["--style", "grid"]),
    ("yoga", "Yoga", EXERCISE, "weekly", (["sun"], ["10:00"]), []),
    ("cycling", "Cycling", EXERCISE, "weekly", (["wed", "sat"], ["16:00"]), []),
    # 15 measurements and routines, some of them several times an hour (pressure relief every
    # 15 minutes is what a wheelchair user is told to do)
    ("blood-pressure", "Blood pressure", MEASURE, "daily", ["08:00", "14:00", "20:00"],
     ["--style", "grid", "--target", "120", "--unit", "mmHg"]),
    ("glucose", "Blood glucose", MEASURE, "daily", ["07:00", "09:30", "12:00", "14:30", "18:00", "22:00"],
     ["--style", "grid", "--target", "6", "--unit", "mmol/L"]),
    ("weight", "Weight", MEASURE, "daily", ["07:00"], ["--target", "75", "--unit", "kg"]),
    ("temperature", "Temperature", MEASURE, "daily", ["08:00", "18:00"], ["--target", "37", "--unit", "°C"]),
    ("peak-flow", "Peak flow", MEASURE, "daily", ["08:00", "20:00"], ["--target", "450", "--unit", "L/min"]),
    ("pulse", "Pulse", MEASURE, "daily", ["08:00", "20:00"], ["--target", "70", "--unit", "bpm"]),
    ("oxygen", "Oxygen saturation", MEASURE, "daily", ["08:00", "14:00", "20:00"], ["--target", "96", "--unit", "%"]),
    ("water", "Water, a few sips", CARE, "interval", (20, "08:00", "20:00"), ["--style", "grid", "--target", "1", "--unit", "glass"]),
    ("posture", "Posture check", CARE, "interval", (30, "09:00", "17:00"), ["--style", "grid"]),
    ("eye-rest", "Eye rest 20-20-20", CARE, "interval", (30, "09:00", "18:00"), ["--style", "grid"]),
    ("lubricant-drops", "Lubricant eye drops", CARE, "interval", (120, "08:00", "20:00"), ["--style", "grid"]),
    ("pressure-relief", "Pressure relief: shift weight", CARE, "interval", (15, "08:00", "22:00"), ["--style", "grid"]),
    ("stockings", "Compression stockings", CARE, "daily", ["07:30"], []),
    ("wound-care", "Wound dressing", CARE, "everyother", "10:00", ["--instructions", "Clean with saline, dry, new dressing."]),
    ("sleep-diary", "Sleep diary", CARE, "daily", ["07:15"], []),
    # 5 logs: whenever it happens
    ("nausea", "Nausea", "symptoms", "log", None, ["--instructions", "How strong, from 0 to 10."]),
    ("pain", "Pain", "symptoms", "log", None, ["--instructions", "Where, and how strong from 0 to 10."]),
    ("dizziness", "Dizziness", "symptoms", "log", None, []),
    ("headache", "Headache", "symptoms", "log", None, []),
    ("rescue-inhaler", "Rescue inhaler puffs", "symptoms", "log", None, []),
]
assert len(PLAN) == 50 and len({task[0] for task in PLAN}) == 50

COLORS = {MEDICATION: "blue", EXERCISE: "green", MEASURE: "purple", CARE: "yellow", "symptoms": "orange"}
DAY_WORDS = {"mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday", "fri": "friday",
             "sat": "saturday", "sun": "sunday"}
WEEKDAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def plan(size, distinct=False):
    """The first `size` tasks of PLAN; past 50, PLAN again and again with numbered ids and titles
    (`ibuprofen-2`, `Ibuprofen 400 mg (2)`): the plans of 5, 50, 200 and 1,000 tasks. With
    `distinct`, each copy's times are `copy - 1` minutes later (`ibuprofen-2` at 08:01, 12:01,
    ...), so that past 50 no two timed tasks store the same schedule text."""
    tasks = []
    for n in range(size):
        task_id, title, group, kind, data, extra = PLAN[n % len(PLAN)]
        copy = n // len(PLAN) + 1
        if copy > 1:
            task_id, title = f"{task_id}-{copy}", f"{title} ({copy})"
            if distinct:
                data = shifted(kind, data, copy - 1)
        tasks.append((task_id, title, group, kind, data, extra))
    return tasks


def shifted(kind, data, minutes):
    """A task's schedule data with every time of day `minutes` later (within the same hour)."""
    def later(text):
        h, m = text.split(":")
        return f"{h}:{int(m) + minutes:02d}"
    if kind == "daily":
        return [later(t) for t in data]
    if kind == "weekly":
        return (data[0], [later(t) for t in data[1]])
    if kind == "everyother":
        return later(data)
    if kind == "interval":
        return (data[0], later(data[1]), later(data[2]))
    return data


def words(times):
    """08:00, 12:00 and 20:00"""
    return times[0] if len(times) == 1 else ", ".join(times[:-1]) + " and " + times[-1]


def schedule_text(kind, data):
    """The task's schedule in tend's schedule language."""
    if kind == "daily":
        return "daily at " + words(data)
    if kind == "weekly":
        days, times = data
        if days == ["mon", "tue", "wed", "thu", "fri"]:
            return "weekdays at " + words(times)
        return "weekly on " + words([DAY_WORDS[d][:3] for d in days]) + " at " + words(times)
    if kind == "everyother":
        return "every other day at " + data
    if kind == "interval":
        minutes, start, end = data
        return f"every {minutes} minutes between {start} and {end}"
    return "every day"


def interval_times(minutes, start, end):
    """The times of day of `every N minutes between START and END` (both ends included)."""
    def m(text):
        h, mm = text.split(":")
        return int(h) * 60 + int(mm)
    return [f"{t // 60:02d}:{t % 60:02d}" for t in range(m(start), m(end) + 1, minutes)]


def times_of_day(kind, data):
    if kind == "daily":
        return data
    if kind == "weekly":
        return data[1]
    if kind == "everyother":
        return [data]
    if kind == "interval":
        return interval_times(*data)
    return []


# --- tend ------------------------------------------------------------------------------------
def run(command, env=None):
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"workload.py: {' '.join(command)} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout


def timestamp(iso):
    return int(dt.datetime.fromisoformat(iso).timestamp())


def make_tend(args):
    if os.path.exists(args.db):
        sys.exit(f"workload.py: {args.db} exists; give a new path")
    env = dict(os.environ, TEND_DB=args.db, TEND_NOW=args.now)
    now_local = dt.datetime.fromisoformat(args.now)
    start_date = (now_local.date() - dt.timedelta(days=args.days)).isoformat()
    # The plan, with the real CLI.
    tasks = plan(args.tasks, args.distinct)
    for task_id, title, group, kind, data, extra in tasks:
        command = [args.tend, "add", title, "--id", task_id, "--schedule", schedule_text(kind, data),
                   "--group", group, "--tint", COLORS[group], "--from", start_date] + extra
        if kind == "log":
            command.append("--no-adherence")
        run(command, env)

    db = sqlite3.connect(args.db, isolation_level=None)
    versions = db.execute("SELECT t.id, v.version, v.schedule, t.target_value, t.target_unit, t.counts_toward_adherence "
                          "FROM tasks AS t JOIN task_versions AS v ON v.task_id = t.id ORDER BY t.created_at, t.id").fetchall()
    now = int(now_local.timestamp())  # a naive time is local: TZ names the zone
    rng = random.Random(args.seed)
    tomorrow = (now_local.date() + dt.timedelta(days=1)).isoformat()
    outcomes = []   # (recorded_at, task_id, version, index, start, note, value or None, unit)
    logs = []       # (at, task_id, number, unit, note)
    adherence = {MEDICATION: 0.97, EXERCISE: 0.88, MEASURE: 0.95, CARE: 0.94}
    for task_id, version, schedule, target, unit, counts in versions:
        group = next(task[2] for task in tasks if task[0] == task_id)
        if not counts:
            # A log task: now and then an entry, more often on some days than others.
            day = now_local.date() - dt.timedelta(days=args.days)
            while day <= now_local.date():
                for _ in range(rng.choice([0, 0, 0, 1, 1, 2])):
                    at = int(dt.datetime.combine(day, dt.time(rng.randrange(7, 23), rng.randrange(60))).timestamp())
                    if at <= now:
                        logs.append((at, task_id, float(rng.randrange(1, 9)), "/10",
                                     "after breakfast" if rng.random() < 0.1 else None))
                day += dt.timedelta(days=1)
            continue
        # The stored schedule names its start (`... from DATE`), so the expansion's indices are
        # the ones tend gives the occurrences.
        lines = run([args.tend, "schedule", "expand", schedule, "--from", start_date, "--to", tomorrow], env)
        p = adherence[group]
        for line in lines.splitlines():
            fields = line.split("\t")
            index, start = int(fields[0]), timestamp(fields[1])
            if start > now or rng.random() >= p:
                continue
            recorded = start + rng.randrange(-600, 2700)
            if recorded > now:
                continue
            value = None
            if target is not None and unit != "glass" and unit != "U":
                value = round(target * rng.uniform(0.9, 1.1), 1)
            note = "late, felt unwell" if rng.random() < 0.01 else None
            outcomes.append((recorded, task_id, version, index, start, note, value, unit))
    # Written as tend would have written them over the year: in the order they were recorded.
    outcomes.sort()
    logs.sort()
    db.execute("BEGIN IMMEDIATE")
    values = 0
    for recorded, task_id, version, index, start, note, value, unit in outcomes:
        cursor = db.execute("INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at, note) "
                            "VALUES (?, ?, ?, ?, ?, ?)", (task_id, version, index, start, recorded, note))
        if value is not None:
            db.execute("INSERT INTO outcome_values (outcome_id, position, kind, number, text, unit, recorded_at) "
                       "VALUES (?, 0, 'number', ?, NULL, ?, ?)", (cursor.lastrowid, value, unit, recorded))
            values += 1
    db.executemany("INSERT INTO log_entries (task_id, at, kind, number, text, unit, note, recorded_at) "
                   "VALUES (?, ?, 'number', ?, NULL, ?, ?, ?)",
                   [(task_id, at, number, unit, note, at) for at, task_id, number, unit, note in logs])
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    print(f"outcomes={len(outcomes)} values={values} log_entries={len(logs)} days={args.days} from={start_date}")


# --- remind, calcurse, Taskwarrior -----------------------------------------------------------
def make_peers(args):
    today = dt.date.fromisoformat(args.today)
    os.makedirs(args.dir, exist_ok=True)
    start = today - dt.timedelta(days=365)
    tasks = plan(args.tasks, args.distinct)

    # remind: one REM a time of day; weekly ones name their days; logs are untimed.
    rem = [f"# bench/today: the {len(tasks)} tasks of the tend plan, one REM a time of day"]
    for task_id, title, group, kind, data, _ in tasks:
        if kind == "log":
            rem.append(f"REM MSG {title}: log it whenever it happens (tend log {task_id})")
            continue
        days = ""
        if kind == "weekly":
            days = " ".join(d.capitalize() for d in data[0]) + " "
        if kind == "everyother":
            days = f"{start.day} {start.strftime('%b')} {start.year} *2 "
        for time in times_of_day(kind, data):
            rem.append(f"REM {days}AT {time} MSG {title} ({group})")
    with open(os.path.join(args.dir, "reminders.rem"), "w") as f:
        f.write("\n".join(rem) + "\n")

    # calcurse: recurring appointments (`{1D}`, `{1W}` from a date on the right weekday,
    # `{2D}`), and a recurring event for each log task.
    cal = os.path.join(args.dir, "calcurse")
    os.makedirs(cal, exist_ok=True)
    apts = []
    for task_id, title, group, kind, data, _ in tasks:
        if kind == "log":
            apts.append(f"{start:%m/%d/%Y} [1] {{1D}} |{title}: log it whenever it happens")
            continue
        if kind == "weekly":
            firsts = [start + dt.timedelta(days=(WEEKDAY.index(d) - start.weekday()) % 7) for d in data[0]]
            rule = "{1W}"
        else:
            firsts, rule = [start], "{2D}" if kind == "everyother" else "{1D}"
        for first in firsts:
            for time in times_of_day(kind, data):
                apts.append(f"{first:%m/%d/%Y} @ {time} -> {first:%m/%d/%Y} @ {time} {rule} |{title} ({group})")
    with open(os.path.join(cal, "apts"), "w") as f:
        f.write("\n".join(apts) + "\n")
    open(os.path.join(cal, "todo"), "w").close()

    # Taskwarrior: one recurring task a care task, due at its first time today.
    data_dir = os.path.join(args.dir, "task")
    os.makedirs(data_dir, exist_ok=True)
    taskrc = os.path.join(args.dir, "taskrc")
    with open(taskrc, "w") as f:
        f.write(f"data.location={data_dir}\nconfirmation=off\nnews.version=2.6.0\n")
    env = dict(os.environ, TASKRC=taskrc, TASKDATA=data_dir)
    for task_id, title, group, kind, data, _ in tasks:
        times = times_of_day(kind, data) or ["23:59"]
        recur = {"daily": "daily", "interval": "daily", "log": "daily", "everyother": "2d"}.get(kind)
        if kind == "weekly":
            recur = "weekdays" if len(data[0]) == 5 else "weekly"
        run(["task", "rc.verbose=nothing", "add", title, f"project:{group}", f"due:{today.isoformat()}T{times[0]}",
             f"recur:{recur}", f"+{task_id.split('-')[0]}"], env)
    run(["task", "rc.verbose=nothing", "next"], env)  # generates the recurring instances once
    print(f"remind_lines={len(rem) - 1} calcurse_items={len(apts)} taskwarrior_tasks={len(tasks)}")


# --- the report ------------------------------------------------------------------------------
def report(args):
    times = {}
    order = []
    for path in args.hyperfine.split(","):
        with open(path) as f:
            for result in json.load(f)["results"]:
                name = result["command"]
                if name not in times:
                    order.append(name)
                    times[name] = []
                times[name] += result["times"]
                if any(code != 0 for code in result.get("exit_codes", [])):
                    print(f"WARNING: {name} exited non-zero in some runs", file=sys.stderr)
    memory = {}
    with open(args.memory) as f:
        for line in f:
            name, kib = line.rstrip("\n").rsplit("\t", 1)
            memory[name] = max(memory.get(name, 0), int(kib))
    rows = {}
    print(f"{'command':<44} {'runs':>5} {'mean ms':>8} {'± σ':>6} {'median':>7} {'min':>6} {'peak MiB':>9}")
    for name in order:
        samples = [t * 1000 for t in times[name]]
        mean, sd = statistics.fmean(samples), statistics.stdev(samples)
        median, low = statistics.median(samples), min(samples)
        mib = memory.get(name, 0) / 1024
        rows[name] = (mean, sd, median, mib, len(samples))
        print(f"{name:<44} {len(samples):>5} {mean:>8.2f} {sd:>6.2f} {median:>7.2f} {low:>6.2f} {mib:>9.2f}")
    small, large, remind = rows[args.tend_small], rows[args.tend_large], rows[args.remind]
    goals = [
        (f"tend today (70k) within 1.5 x remind's time: {small[0]:.2f} ms <= {1.5 * remind[0]:.2f} ms "
         f"(x{small[0] / remind[0]:.2f}; medians x{small[2] / remind[2]:.2f})", small[0] <= 1.5 * remind[0]),
        (f"tend today under 10 MiB peak: {small[3]:.2f} MiB at 70k, {large[3]:.2f} MiB at 1M",
         max(small[3], large[3]) < 10),
        (f"tend today no slower at 1M than at 70k (15 % noise): {large[0]:.2f} ms <= {1.15 * small[0]:.2f} ms "
         f"(x{large[0] / small[0]:.2f}; medians x{large[2] / small[2]:.2f})", large[0] <= 1.15 * small[0]),
    ]
    print()
    return print_goals(goals)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    t = sub.add_parser("tend")
    t.add_argument("--tend", required=True)
    t.add_argument("--db", required=True)
    t.add_argument("--now", required=True, help="local date and time, e.g. 2026-11-30T13:00")
    t.add_argument("--days", type=int, default=365)
    t.add_argument("--seed", type=int, default=20261130)
    t.add_argument("--tasks", type=int, default=50, help="the first N tasks of the plan, repeated past 50")
    t.add_argument("--distinct", action="store_true", help="past 50, each copy's times shifted by a minute more")
    p = sub.add_parser("peers")
    p.add_argument("--dir", required=True)
    p.add_argument("--today", required=True)
    p.add_argument("--tasks", type=int, default=50, help="the first N tasks of the plan, repeated past 50")
    p.add_argument("--distinct", action="store_true", help="past 50, each copy's times shifted by a minute more")
    r = sub.add_parser("report")
    r.add_argument("--hyperfine", required=True)
    r.add_argument("--memory", required=True)
    r.add_argument("--remind", required=True)
    r.add_argument("--tend-small", required=True)
    r.add_argument("--tend-large", required=True)
    args = parser.parse_args()
    if args.what == "tend":
        make_tend(args)
    elif args.what == "peers":
        make_peers(args)
    else:
        sys.exit(report(args))


if __name__ == "__main__":
    main()
