#!/usr/bin/env python3
"""The 200-task plan of bench/daemon/run, written for tend and for remind.

Tasks are due at times spread over the day, none in the `--quiet-minutes` after `--now` (so
that the idle measurement sees no reminder), plus one task due `--first-in` seconds after it is
added (so that the daemon has shown one popup and started its libnotify helper). The clock and
TZ are UTC.

  plan.py --tend TEND --db DB --remind FILE --now HH:MM:SS --tasks 200
"""
import argparse
import subprocess
from datetime import datetime, timedelta, timezone


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tend", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--remind", required=True)
    parser.add_argument("--now", required=True, help="the wall-clock time the plan is written at (HH:MM:SS)")
    parser.add_argument("--tasks", type=int, default=200)
    parser.add_argument("--quiet-minutes", type=int, default=5)
    parser.add_argument("--first-in", type=int, default=3)
    args = parser.parse_args()

    hour, minute, _ = (int(part) for part in args.now.split(":"))
    now_minutes = hour * 60 + minute
    times = []
    candidate = 0
    while len(times) < args.tasks:
        minute_of_day = (candidate * 997) % (24 * 60)
        candidate += 1
        ahead = (minute_of_day - now_minutes) % (24 * 60)
        if ahead <= args.quiet_minutes:
            continue
        # 997 is prime to 1,440: the first 1,440 candidates are every minute of the day once;
        # a plan of more tasks repeats them.
        times.append(f"{minute_of_day // 60:02d}:{minute_of_day % 60:02d}")

    with open(args.remind, "w") as remind:
        for number, time in enumerate(times, 1):
            remind.write(f"REM AT {time} MSG Task {number} at {time}\n")
    for number, time in enumerate(times, 1):
        subprocess.run([args.tend, "--db", args.db, "add", f"Task {number}", "--schedule", f"daily at {time}"],
                       check=True, stdout=subprocess.DEVNULL)
    first = (datetime.now(timezone.utc) + timedelta(seconds=args.first_in)).strftime("%Y%m%dT%H%M%S")
    subprocess.run([args.tend, "--db", args.db, "add", "First", "--schedule", f"DTSTART:{first} RRULE:FREQ=DAILY;COUNT=1"],
                   check=True, stdout=subprocess.DEVNULL)


if __name__ == "__main__":
    main()
