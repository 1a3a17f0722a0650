#!/usr/bin/env python3
"""Times the commands of bench/output/run and prints its table and goals.

    measure.py --runs N --floor NAME --out FILE NAME=COMMAND ...

Each pass runs every command once, in an order that rotates from pass to pass, with its output
to /dev/null, under /usr/bin/time (wall, user + system CPU, peak resident set): a figure is the
median of the passes, a peak the largest. The `schedule expand` rows are compared with the
floor's (NAME given to --floor) pass by pass, so that a burst of load from elsewhere hits both
sides of a ratio. Standard library only.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from goals import print_goals  # noqa: E402

GOAL_MIB = 16


def run_once(argv, scratch):
    """(wall s, CPU s, peak KiB) of one run, from /usr/bin/time."""
    with open(os.devnull, "wb") as null:
        subprocess.run(["/usr/bin/time", "-o", scratch, "-f", "%e %U %S %M"] + argv, stdout=null, check=True)
    with open(scratch) as f:
        wall, user, system, peak = f.read().split()[-4:]
    return float(wall), float(user) + float(system), int(peak)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    commands = [(pair.split("=", 1)[0], shlex.split(pair.split("=", 1)[1])) for pair in args.commands]
    runs = {name: [] for name, _ in commands}
    with tempfile.NamedTemporaryFile(dir=os.path.dirname(args.out)) as scratch:
        for n in range(args.runs):
            for name, argv in commands[n % len(commands):] + commands[:n % len(commands)]:
                runs[name].append(run_once(argv, scratch.name))
    floor = runs[args.floor]

    print("| command | wall ms | CPU ms | × floor (CPU) | peak MiB |")
    print("|---|---:|---:|---:|---:|")
    ratios = {}
    for name, _ in commands:
        wall = statistics.median(r[0] for r in runs[name]) * 1000
        cpu = statistics.median(r[1] for r in runs[name]) * 1000
        peak = max(r[2] for r in runs[name]) / 1024
        ratio = ""
        if "expand" in name or name == args.floor:
            paired = [r[1] / max(f[1], 0.01) for r, f in zip(runs[name], floor)]
            ratios[name] = statistics.median(paired)
            ratio = f"{ratios[name]:.2f}"
        print(f"| {name} | {wall:.0f} | {cpu:.0f} | {ratio} | {peak:.2f} |")
    print()
    goals = []
    for name, _ in commands:
        peak = max(r[2] for r in runs[name]) / 1024
        if name != args.floor:
            goals.append((f"{name}: peak at most {GOAL_MIB} MiB: {peak:.2f} MiB", peak <= GOAL_MIB))
        if name in ratios and name != args.floor:
            goals.append((f"{name}: at most 2 x the C floor's CPU time: x{ratios[name]:.2f}", ratios[name] <= 2))
    return print_goals(goals)


if __name__ == "__main__":
    sys.exit(main())
