#!/usr/bin/env python3
"""Writes bench/data/rules.txt: 1,000 random RFC 5545 rules for tend's benchmark.

    gen_rules.py [--seed 5545] [--count 1000] [--check PROGRAM ...] [-o bench/data/rules.txt]

Each line is one case, four fields separated by spaces, all date-times floating (no zone):

    DTSTART RRULE FROM TO

and the case is every occurrence of the rule from DTSTART in [FROM, TO). FROM is DTSTART and
TO is 365 days later, so each case is one year of the rule (or less when COUNT or UNTIL ends it).

The rules mix FREQ=YEARLY, MONTHLY, WEEKLY and DAILY with some HOURLY and MINUTELY (always with a
COUNT of at most 1,000), and INTERVAL, COUNT, UNTIL, BYDAY (with ordinals such as 2MO and -1FR),
BYMONTHDAY (negative too), BYMONTH, BYSETPOS, BYHOUR, BYMINUTE and WKST. They stay inside the
subset that python-dateutil, libical and tend read alike:
- DTSTART is the rule's first occurrence (computed with dateutil from a random seed date), so
  the libraries' different answers for an unsynchronised DTSTART (RFC 5545 leaves it undefined)
  do not matter;
- BYHOUR and BYMINUTE of HOURLY and MINUTELY rules only name hours and minutes the interval can
  reach, so no rule runs empty for thousands of years;
- UNTIL is floating (dateutil refuses UTC UNTIL with a floating DTSTART);
- no BYYEARDAY, BYWEEKNO or BYSECOND.
Each `--check PROGRAM` (for example the libical driver or tend-bench) is run as
`PROGRAM --dump rules FILE` on the candidates; a candidate is kept only when every program prints
exactly the occurrences dateutil finds. The output depends only on the seed and on what the
checkers answer; the committed file was made with
`gen_rules.py --check /tmp/libical_bench` (see bench/HISTORY.md).
"""
import argparse
import collections
import os
import random
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta

from dateutil.rrule import rrulestr

FORMAT = "%Y%m%dT%H%M%S"
DAYS = 365
CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def pick(rng, values, low, high):
    """Between low and high distinct values, sorted."""
    return sorted(rng.sample(values, rng.randint(low, min(high, len(values)))))


def joined(values):
    return ",".join(str(v) for v in values)


def weekdays(rng, low, high):
    return [CODES[i] for i in pick(rng, list(range(7)), low, high)]


def candidate(rng):
    """(seed DTSTART, RRULE parts without UNTIL, whether to add UNTIL)."""
    freq = rng.choices(["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY"],
                       weights=[16, 26, 22, 20, 10, 6])[0]
    seed = datetime(2026, 1, 1) + timedelta(days=rng.randrange(2 * DAYS),
                                            hours=rng.randrange(24), minutes=rng.choice([0, 15, 30, 45]))
    parts = [f"FREQ={freq}"]
    count = None
    if freq == "YEARLY":
        if rng.random() < 0.2:
            parts.append(f"INTERVAL={rng.randint(2, 3)}")
        shape = rng.choice(["months", "monthday", "nthday", "yearday", "setpos"])
        if shape in ("months", "monthday", "nthday", "setpos") or rng.random() < 0.5:
            parts.append("BYMONTH=" + joined(pick(rng, list(range(1, 13)), 1, 4)))
        if shape == "monthday":
            parts.append("BYMONTHDAY=" + joined(pick(rng, list(range(1, 32)) + list(range(-31, 0)), 1, 3)))
        elif shape == "nthday":
            parts.append("BYDAY=" + ",".join(f"{rng.choice([1, 2, 3, 4, -1, -2])}{d}" for d in weekdays(rng, 1, 2)))
        elif shape == "yearday":
            if any(p.startswith("BYMONTH=") for p in parts):
                parts.append("BYDAY=" + ",".join(weekdays(rng, 1, 3)))
            else:
                parts.append("BYDAY=" + ",".join(f"{rng.choice([1, 2, 10, 20, 52, -1, -10])}{d}" for d in weekdays(rng, 1, 2)))
        elif shape == "setpos":
            parts.append("BYDAY=" + ",".join(weekdays(rng, 2, 5)))
            parts.append("BYSETPOS=" + joined(pick(rng, [1, 2, 3, -1, -2], 1, 2)))
    elif freq == "MONTHLY":
        if rng.random() < 0.25:
            parts.append(f"INTERVAL={rng.randint(2, 6)}")
        shape = rng.choice(["monthday", "monthday", "nthday", "nthday", "setpos", "plain"])
        if shape == "monthday":
            parts.append("BYMONTHDAY=" + joined(pick(rng, list(range(1, 32)) + list(range(-31, 0)), 1, 4)))
            if rng.random() < 0.25:
                parts.append("BYDAY=" + ",".join(weekdays(rng, 2, 5)))
        elif shape == "nthday":
            parts.append("BYDAY=" + ",".join(f"{rng.choice([1, 2, 3, 4, -1, -2, -3])}{d}" for d in weekdays(rng, 1, 3)))
        elif shape == "setpos":
            parts.append("BYDAY=" + ",".join(weekdays(rng, 2, 5)))
            parts.append("BYSETPOS=" + joined(pick(rng, [1, 2, 3, -1, -2, -3], 1, 2)))
        if rng.random() < 0.2:
            parts.append("BYMONTH=" + joined(pick(rng, list(range(1, 13)), 3, 8)))
    elif freq == "WEEKLY":
        if rng.random() < 0.35:
            parts.append(f"INTERVAL={rng.randint(2, 4)}")
        if rng.random() < 0.85:
            parts.append("BYDAY=" + ",".join(weekdays(rng, 1, 5)))
        if rng.random() < 0.15:
            parts.append("BYMONTH=" + joined(pick(rng, list(range(1, 13)), 3, 9)))
    elif freq == "DAILY":
        if rng.random() < 0.3:
            parts.append(f"INTERVAL={rng.randint(2, 5)}")
        if rng.random() < 0.35:
            parts.append("BYDAY=" + ",".join(weekdays(rng, 2, 6)))
        if rng.random() < 0.15:
            parts.append("BYMONTH=" + joined(pick(rng, list(range(1, 13)), 3, 9)))
        if rng.random() < 0.1:
            parts.append("BYMONTHDAY=" + joined(pick(rng, list(range(1, 29)) + [-1, -2], 3, 10)))
    elif freq == "HOURLY":
        interval = rng.choice([1, 1, 2, 3, 4, 6, 8, 12])
        if interval > 1:
            parts.append(f"INTERVAL={interval}")
        reachable = sorted({(seed.hour + k * interval) % 24 for k in range(24)})
        if rng.random() < 0.5:
            parts.append("BYHOUR=" + joined(pick(rng, reachable, 1, 6)))
        if rng.random() < 0.25:
            parts.append("BYDAY=" + ",".join(weekdays(rng, 2, 6)))
        if rng.random() < 0.2:
            parts.append("BYMINUTE=" + joined(pick(rng, [0, 10, 15, 20, 30, 45, 50], 1, 3)))
        count = rng.randint(10, 1000)
    else:  # MINUTELY
        interval = rng.choice([1, 5, 10, 15, 30])
        if interval > 1:
            parts.append(f"INTERVAL={interval}")
        reachable = sorted({(seed.minute + k * interval) % 60 for k in range(60)})
        if rng.random() < 0.4:
            parts.append("BYMINUTE=" + joined(pick(rng, reachable, 1, 6)))
        if rng.random() < 0.4:
            parts.append("BYHOUR=" + joined(pick(rng, list(range(24)), 2, 8)))
        count = rng.randint(10, 1000)
    if freq in ("YEARLY", "MONTHLY", "WEEKLY", "DAILY") and rng.random() < 0.3:
        parts.append("BYHOUR=" + joined(pick(rng, list(range(24)), 1, 3)))
        if rng.random() < 0.5:
            parts.append("BYMINUTE=" + joined(pick(rng, [0, 15, 30, 45], 1, 2)))
    if any(p.startswith(("INTERVAL=", "BYDAY=")) for p in parts) and freq in ("WEEKLY", "YEARLY") \
            and rng.random() < 0.4:
        parts.append("WKST=" + rng.choice(CODES))
    until = False
    if count is None:
        roll = rng.random()
        if roll < 0.2:
            count = rng.randint(1, 60)
        elif roll < 0.3:
            until = True
    if count is not None:
        parts.append(f"COUNT={count}")
    rng.shuffle(parts)  # RFC 5545 allows any order; FREQ first is only a SHOULD
    parts.sort(key=lambda p: not p.startswith("FREQ="))
    return seed, parts, until


def first(seed, rule_text):
    """The first occurrence of the rule from `seed` within two years, or None."""
    limit = seed + timedelta(days=2 * DAYS)
    for t in rrulestr(f"DTSTART:{seed.strftime(FORMAT)}\nRRULE:{rule_text}"):
        return t if t < limit else None
    return None


def occurrences(dtstart, rule_text, lower, upper):
    out = []
    for t in rrulestr(f"DTSTART:{dtstart}\nRRULE:{rule_text}"):
        if t >= upper:
            break
        if t >= lower:
            out.append(t.strftime(FORMAT))
    return out


def make_case(rng):
    """A case line and dateutil's occurrences for it, or None when the rule is unsuitable."""
    seed, parts, until = candidate(rng)
    unbounded = [p for p in parts if not p.startswith("COUNT=")]
    start = first(seed, ";".join(unbounded))
    if start is None:
        return None
    if until:
        bound = start + timedelta(days=rng.randrange(7, 2 * DAYS), hours=rng.randrange(24))
        parts.append("UNTIL=" + bound.strftime(FORMAT))
    rule_text = ";".join(parts)
    upper = start + timedelta(days=DAYS)
    dtstart = start.strftime(FORMAT)
    found = occurrences(dtstart, rule_text, start, upper)
    if not found:
        return None
    return f"{dtstart} {rule_text} {dtstart} {upper.strftime(FORMAT)}", found


def dump_of(program, lines):
    """{line number: [occurrence text]} as `program --dump rules` prints them for `lines`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        output = subprocess.run([program, "--dump", "rules", path], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    result = collections.defaultdict(list)
    for row in output.splitlines():
        line, text = row.split("\t")
        result[int(line)].append(text)
    return result


def main():
    parser = argparse.ArgumentParser(description="Generate random RFC 5545 rules for tend's benchmark")
    parser.add_argument("--seed", type=int, default=5545)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--check", action="append", default=[], metavar="PROGRAM",
                        help="keep only rules whose occurrences PROGRAM --dump rules agrees on")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each rejected rule")
    parser.add_argument("-o", "--output", default=os.path.join(os.path.dirname(__file__), "data", "rules.txt"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kept, total = [], 0
    rejected = collections.Counter()
    while len(kept) < args.count:
        batch = []
        while len(batch) < 2 * (args.count - len(kept)):
            case = make_case(rng)
            if case:
                batch.append(case)
        dumps = [dump_of(program, [line for line, _ in batch]) for program in args.check]
        for number, (line, found) in enumerate(batch, 1):
            disagreeing = [p for p, d in zip(args.check, dumps) if d.get(number, []) != found]
            for program in disagreeing:
                rejected[os.path.basename(program)] += 1
                if args.verbose:
                    print(f"gen_rules: {os.path.basename(program)} disagrees with dateutil on {line}", file=sys.stderr)
            if not disagreeing and len(kept) < args.count:
                kept.append((line, len(found)))
                total += len(found)
    with open(args.output, "w", encoding="ascii") as out:
        out.write(f"# {args.count} random RFC 5545 rules for tend's benchmark: bench/gen_rules.py --seed {args.seed}"
                  + "".join(f" --check {os.path.basename(p)}" for p in args.check) + "\n")
        out.write(f"# {total} occurrences in all (python-dateutil). Each line: DTSTART RRULE FROM TO"
                  " (floating local times; the case is the occurrences in [FROM, TO)).\n")
        for line, _ in kept:
            out.write(line + "\n")
    summary = ", ".join(f"{n} rejected by {p}" for p, n in rejected.items()) or "none rejected"
    print(f"gen_rules: wrote {len(kept)} rules, {total} occurrences, to {args.output} ({summary})", file=sys.stderr)


if __name__ == "__main__":
    main()
