#!/usr/bin/env python3
"""python-dateutil side of tend's benchmark: the same two workloads as bench/tend-bench and
bench/libical_bench.c, through dateutil.rrule.

    dateutil_bench.py [--repeat N] [--counts FILE] [--dump daily|rules] RULES_FILE

(a) "daily": 1,000 schedules rrule(DAILY, byhour=(8, 12, 16, 20), byminute=0, bysecond=0), the
    i-th starting at 08:00 on 2026-01-01 + (i * 211) mod 365 days, until just before the 365th
    day after its start (1,460,000 occurrences).
(b) "rules": every case of RULES_FILE (DTSTART RRULE FROM TO, floating local times), read with
    rrulestr, each expanded over [FROM, TO).

Datetimes are naive (floating). Parsing the rule text (rrulestr) is outside the timed part;
creating the rrule for (a) and iterating are inside. Each workload runs N times (default 3) and
the best time is reported, as
    dateutil WORKLOAD occurrences=N seconds=S rate=R
--counts FILE writes the number of occurrences of each rule, one a line. --dump WORKLOAD prints
every occurrence of a workload as "CASE<TAB>YYYYMMDDTHHMMSS" (CASE is the line of the rule, or
1...1000 for the daily schedules) instead of timing anything.
"""
import argparse
import sys
import time
from datetime import datetime, timedelta

from dateutil.rrule import DAILY, rrule, rrulestr

SCHEDULES = 1000
DAYS = 365
FORMAT = "%Y%m%dT%H%M%S"


def read_rules(path):
    """[(line, DTSTART text, RRULE text, from, to)] from a rules file."""
    cases = []
    with open(path, encoding="ascii") as f:
        for number, text in enumerate(f, 1):
            if text.startswith("#") or not text.strip():
                continue
            fields = text.split()
            if len(fields) != 4:
                sys.exit(f"dateutil_bench: {path}:{number}: expected DTSTART RRULE FROM TO")
            dtstart, rule, lower, upper = fields
            cases.append((number, dtstart, rule,
                          datetime.strptime(lower, FORMAT), datetime.strptime(upper, FORMAT)))
    return cases


def parse(cases):
    """The rrule objects of the cases, in order."""
    return [rrulestr(f"DTSTART:{dtstart}\nRRULE:{rule}") for _, dtstart, rule, _, _ in cases]


def expand(rule, lower, upper):
    """The occurrences of `rule` in [lower, upper)."""
    out = []
    for t in rule:
        if t >= upper:
            break
        if t >= lower:
            out.append(t)
    return out


def count(rule, lower, upper):
    n = 0
    for t in rule:
        if t >= upper:
            break
        if t >= lower:
            n += 1
    return n


def daily_starts():
    base = datetime(2026, 1, 1, 8, 0, 0)
    return [base + timedelta(days=i * 211 % DAYS) for i in range(SCHEDULES)]


def daily_rule(start):
    end = start.replace(hour=0) + timedelta(days=DAYS)
    return rrule(DAILY, byhour=(8, 12, 16, 20), byminute=0, bysecond=0,
                 dtstart=start, until=end - timedelta(seconds=1))


def run_daily():
    total = 0
    for start in daily_starts():
        for _ in daily_rule(start):
            total += 1
    return total


def report(workload, occurrences, seconds):
    rate = occurrences / seconds if seconds > 0 else 0.0
    print(f"dateutil {workload} occurrences={occurrences} seconds={seconds:.6f} rate={rate:.0f}", flush=True)


def best_of(repeat, work):
    best, result = float("inf"), None
    for _ in range(repeat):
        t0 = time.monotonic()
        result = work()
        best = min(best, time.monotonic() - t0)
    return result, best


def main():
    parser = argparse.ArgumentParser(description="python-dateutil side of tend's benchmark")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--counts")
    parser.add_argument("--dump", choices=["daily", "rules"])
    parser.add_argument("rules")
    args = parser.parse_args()
    cases = read_rules(args.rules)
    rules = parse(cases)
    if args.dump == "daily":
        for number, start in enumerate(daily_starts(), 1):
            for t in daily_rule(start):
                print(f"{number}\t{t.strftime(FORMAT)}")
        return
    if args.dump == "rules":
        for (line, _, _, lower, upper), rule in zip(cases, rules):
            for t in expand(rule, lower, upper):
                print(f"{line}\t{t.strftime(FORMAT)}")
        return

    total, seconds = best_of(args.repeat, run_daily)
    report("daily", total, seconds)

    def run_rules():
        return [count(rule, case[3], case[4]) for case, rule in zip(cases, rules)]
    counts, seconds = best_of(args.repeat, run_rules)
    report("rules", sum(counts), seconds)
    if args.counts:
        with open(args.counts, "w", encoding="ascii") as f:
            for case, n in zip(cases, counts):
                f.write(f"{case[0]} {n}\n")


if __name__ == "__main__":
    main()
