"""The goals at the end of a benchmark's report, shared by the python drivers of bench/."""


def print_goals(goals):
    """Prints each (text, met) as a `PASS` or `MISS` line; returns the exit status: 0 when every
    goal is met, 1 otherwise."""
    for text, met in goals:
        print(("PASS  " if met else "MISS  ") + text)
    return 0 if all(met for _, met in goals) else 1
