#!/usr/bin/env python3
"""The workload and the measurements of bench/chart/run.

    measure.py values --tend BIN --db PATH --now NOW --from YYYY-MM-DD --count N --task ID
        Adds a log task ID ("Heart rate") with the real CLI and writes N numeric log
        entries in bpm, evenly spaced from the start of --from to NOW, straight into `log_entries`
        (a watch logging the pulse every few minutes). Prints `log_entries=N every=S s`.
    measure.py series --db PATH --from YYYY-MM-DD --now NOW --task ID --outcomes FILE --values FILE
        Writes what gnuplot draws: every outcome recorded for an occurrence from --from to NOW
        (its start, one a line) and every value of ID's log entries (`at value`). Prints the counts.
    measure.py time --runs N --memory-runs M --out FILE NAME=COMMAND...
        Runs the commands in turn N times (the order rotates each pass), so that a burst of load
        from elsewhere hits each of them alike; records each run's wall time and CPU time (user +
        system, wait4's rusage). Then M runs of each under /usr/bin/time for the peak resident
        memory (a child spawned from python itself would report python's peak, which exec
        carries over). Stdout goes to /dev/null; a command that fails stops it. Writes the runs
        as JSON to FILE.
    measure.py report --runs FILE --instructions FILE --today NAME --gnuplot NAME=NAME...
        Prints the table (medians; the wall and CPU ratios to tend today are medians of the
        per-pass ratios, so a pass's load hits both sides) and the goals of issue 12, judged by
        CPU time (wall time is noise on a loaded machine; instruction counts leave out the
        kernel's work of loading gnuplot's shared libraries). Exit 1 when a goal is missed.

Standard library only.
"""
import argparse
import datetime as dt
import json
import os
import shlex
import sqlite3
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from goals import print_goals  # noqa: E402


def local_seconds(text):
    """A naive local date or date and time (TZ names the zone) as Unix seconds."""
    return int(dt.datetime.fromisoformat(text).timestamp())


def write_values(args):
    env = dict(os.environ, TEND_DB=args.db, TEND_NOW=args.now)
    added = subprocess.run([args.tend, "add", "Heart rate", "--id", args.task, "--schedule", "every day",
                            "--group", "measurement", "--no-adherence"], env=env, capture_output=True, text=True)
    if added.returncode != 0:
        sys.exit(f"measure.py: tend add failed ({added.returncode}): {added.stderr.strip()}")
    start, end = local_seconds(args.start), local_seconds(args.now)
    step = (end - start) / args.count
    rows = []
    for i in range(args.count):
        at = start + int(i * step)
        rows.append((args.task, at, float(60 + (i * 7919) % 45), "bpm", None, at))
    db = sqlite3.connect(args.db, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    db.executemany("INSERT INTO log_entries (task_id, at, kind, number, text, unit, note, recorded_at) "
                   "VALUES (?, ?, 'number', ?, NULL, ?, ?, ?)", rows)
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    print(f"log_entries={len(rows)} every={step:.0f} s")


def write_series(args):
    start, end = local_seconds(args.start), local_seconds(args.now)
    db = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    outcomes = db.execute("SELECT occurrence_start FROM outcomes WHERE occurrence_start >= ? AND occurrence_start < ? "
                          "ORDER BY occurrence_start", (start, end)).fetchall()
    with open(args.outcomes, "w") as f:
        f.writelines(f"{at}\n" for (at,) in outcomes)
    values = db.execute("SELECT at, number FROM log_entries WHERE task_id = ? AND at >= ? AND at < ? ORDER BY at",
                        (args.task, start, end)).fetchall()
    with open(args.values, "w") as f:
        f.writelines(f"{at} {number:g}\n" for at, number in values)
    print(f"outcomes={len(outcomes)} values={len(values)}")


def run_once(argv):
    began = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - began
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"measure.py: {shlex.join(argv)} exited {os.waitstatus_to_exitcode(status)}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime}


def peak_kib(argv, scratch):
    """The peak resident memory of one run of argv, in KiB, as GNU time measures it."""
    run_once(["/usr/bin/time", "-f", "%M", "-o", scratch] + argv)
    with open(scratch) as f:
        return int(f.read().split()[-1])


def time_commands(args):
    commands = []
    for pair in args.commands:
        name, command = pair.split("=", 1)
        argv = shlex.split(command)
        argv[0] = subprocess.run(["sh", "-c", f"command -v {shlex.quote(argv[0])}"], capture_output=True,
                                 text=True).stdout.strip() or argv[0]
        commands.append((name, argv))
    passes = []
    for n in range(args.runs):
        rotated = commands[n % len(commands):] + commands[:n % len(commands)]
        passes.append({name: run_once(argv) for name, argv in rotated})
    scratch = args.out + ".time"
    peaks = {name: max(peak_kib(argv, scratch) for _ in range(args.memory_runs)) for name, argv in commands}
    os.remove(scratch)
    with open(args.out, "w") as f:
        json.dump({"names": [name for name, _ in commands], "passes": passes, "peak_kib": peaks,
                   "memory_runs": args.memory_runs}, f)


def report(args):
    with open(args.runs) as f:
        runs = json.load(f)
    names, passes = runs["names"], runs["passes"]
    instructions = {}
    with open(args.instructions) as f:
        for line in f:
            name, count = line.rstrip("\n").rsplit("\t", 1)
            instructions[name] = int(count)
    today = args.today

    def median(name, key):
        return statistics.median(p[name][key] for p in passes)

    def ratio(name, key):
        return statistics.median(p[name][key] / p[today][key] for p in passes)

    width = max(len(n) for n in names)
    print(f"{'command':<{width}}  {'wall ms':>8}  {'x today':>7}  {'CPU ms':>7}  {'x today':>7}  "
          f"{'instructions':>13}  {'x today':>7}  {'peak MiB':>8}")
    for name in names:
        ins = instructions.get(name, 0)
        print(f"{name:<{width}}  {median(name, 'wall') * 1000:>8.1f}  {ratio(name, 'wall'):>7.2f}  "
              f"{median(name, 'cpu') * 1000:>7.1f}  {ratio(name, 'cpu'):>7.2f}  {ins:>13,}  "
              f"{ins / instructions[today]:>7.2f}  {runs['peak_kib'][name] / 1024:>8.2f}")
    print(f"({len(passes)} passes, medians; peak memory the largest of {runs['memory_runs']} runs under /usr/bin/time; "
          "instructions from one run under callgrind)")
    print()
    goals = []
    for pair in args.gnuplot:
        chart, gnuplot = pair.split("=", 1)
        instructions_ratio = instructions[chart] / instructions[today]
        goals.append((f"{chart}: within 2 x tend today's CPU time: x{ratio(chart, 'cpu'):.2f} "
                      f"(wall x{ratio(chart, 'wall'):.2f}, instructions x{instructions[chart] / instructions[today]:.2f})",
                      ratio(chart, "cpu") <= 2))
        peak = runs["peak_kib"][chart] / 1024
        goals.append((f"{chart}: under 10 MiB peak: {peak:.2f} MiB", peak < 10))
        faster = statistics.median(p[chart]["cpu"] / p[gnuplot]["cpu"] for p in passes)
        goals.append((f"{chart}: less CPU time than {gnuplot}: x{faster:.2f} "
                      f"(wall x{statistics.median(p[chart]['wall'] / p[gnuplot]['wall'] for p in passes):.2f}, "
                      f"instructions x{instructions[chart] / instructions[gnuplot]:.2f})", faster < 1))
    return print_goals(goals)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    v = sub.add_parser("values")
    v.add_argument("--tend", required=True)
    v.add_argument("--db", required=True)
    v.add_argument("--now", required=True)
    v.add_argument("--from", dest="start", required=True)
    v.add_argument("--count", type=int, required=True)
    v.add_argument("--task", required=True)
    s = sub.add_parser("series")
    s.add_argument("--db", required=True)
    s.add_argument("--from", dest="start", required=True)
    s.add_argument("--now", required=True)
    s.add_argument("--task", required=True)
    s.add_argument("--outcomes", required=True)
    s.add_argument("--values", required=True)
    t = sub.add_parser("time")
    t.add_argument("--runs", type=int, required=True)
    t.add_argument("--memory-runs", type=int, required=True)
    t.add_argument("--out", required=True)
    t.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    r = sub.add_parser("report")
    r.add_argument("--runs", required=True)
    r.add_argument("--instructions", required=True)
    r.add_argument("--today", required=True)
    r.add_argument("--gnuplot", nargs="+", required=True, metavar="CHART=GNUPLOT")
    for command, run in [(v, write_values), (s, write_series), (t, time_commands), (r, report)]:
        command.set_defaults(run=run)
    args = parser.parse_args()
    sys.exit(args.run(args))  # report's status; None (0) for the others


if __name__ == "__main__":
    main()
