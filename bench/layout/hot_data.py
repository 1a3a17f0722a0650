#!/usr/bin/env python3
"""The data half of bench/layout/profile: the input sections of `.data` that the daily commands
write and of `.bss` that they touch, each group placed together, as a linker script.

  hot_data.py TRACES MAP > scripts/layout/hot-data.ld
  hot_data.py --filter MAP < LACKEY_LOG > TRACE
  hot_data.py --coverage MAP SCRIPT

TRACES is a directory of memory traces, one per command run under valgrind's lackey, each line
`KIND ADDRESS` (KIND: L a load, S a store, M both; ADDRESS in hex, each pair once), and MAP
lld's link map of the traced binary. --filter makes such a trace from the log of
`valgrind --tool=lackey --trace-mem=yes`, keeping the addresses in the sections that can move.

Why: a page of `.data` costs a fault the first time a run writes to it (the kernel copies the
file's page), a page of `.bss` one when it is first read (the zero page) and another when it is
first written. The compiler puts each object file's variables in one `.data` and one `.bss`
section, in the order the files are linked, so the few a run uses are spread over many pages.
Placing the sections a run uses side by side makes those pages few. Pages only read from `.data`
cost little (the kernel maps 16 pages of the file around each such fault), so only written
sections move.

--coverage prints `MATCHED TOTAL`, as hot_sections.py does: how many of SCRIPT's entries name
an input section of MAP, and how many entries there are.
"""
import bisect
import os
import sys

from hot_sections import input_sections, pattern, script_entries

# The output sections whose input sections can move, and the script's name for each group.
MOVED = {".data": ".data.hot", ".bss": ".bss.hot"}
PAGE = 4096


def data_sections(map_path):
    """(start, size, output, file, section) of each input section of `.data` and `.bss`, the
    output being `.data` or `.bss` also for those in the hot groups (when the traced binary was
    linked with an earlier script)."""
    plain = {hot: output for output, hot in MOVED.items()}
    return [(start, size, plain.get(output, output), file, section)
            for start, size, output, file, section in input_sections(map_path, set(MOVED) | set(plain))]


def used_sections(traces, sections):
    """Per input section used in any trace: whether a trace wrote to it, in order of address."""
    starts = [section[0] for section in sections]
    written = {}
    for name in sorted(os.listdir(traces)):
        for line in open(os.path.join(traces, name)):
            fields = line.split()
            if len(fields) != 2:
                continue
            address = int(fields[1], 16)
            index = bisect.bisect_right(starts, address) - 1
            if index < 0 or address >= sections[index][0] + sections[index][1]:
                continue
            written[index] = written.get(index, False) or fields[0] in ("S", "M")
    return [(sections[index], written[index]) for index in sorted(written)]


def script(used):
    """The linker script: written `.data` sections, then touched `.bss` sections (the small ones
    first, so that they share pages), each group an output section before its own."""
    data = [pattern(file, section) for (_, _, output, file, section), wrote in used if output == ".data" and wrote]
    bss = [(size > PAGE, pattern(file, section)) for (_, size, output, file, section), _ in used if output == ".bss"]
    lines = ["/* The variables tend's daily commands write (.data) and touch (.bss), placed together:",
             "   written by bench/layout/profile, read by the release link of tend (scripts/build-release). */"]
    for output, entries in ((".data", data), (".bss", [entry for _, entry in sorted(bss, key=lambda item: item[0])])):
        lines += ["SECTIONS", "{", f"  {MOVED[output]} : {{"] + [f"    {entry}" for entry in entries]
        lines += ["  }", "}", f"INSERT BEFORE {output};"]
    return "\n".join(lines)


def trace(map_path, log):
    """Prints each (kind, address) of a lackey log once, for the addresses in MAP's sections."""
    sections = data_sections(map_path)
    low, high = sections[0][0], max(start + size for start, size, _, _, _ in sections)
    seen = set()
    for line in log:
        fields = line.split()
        if len(fields) != 2 or fields[0] not in ("L", "S", "M"):
            continue
        address = fields[1].split(",")[0]
        if (fields[0], address) not in seen and low <= int(address, 16) < high:
            seen.add((fields[0], address))
            print(fields[0], address)


def coverage(map_path, script_path):
    """Prints `MATCHED TOTAL`: the script's entries that the map still has, and all of them."""
    existing = {pattern(file, section) for _, _, _, file, section in data_sections(map_path)}
    entries = script_entries(script_path)
    print(sum(entry in existing for entry in entries), len(entries))


def main():
    if sys.argv[1:2] == ["--coverage"] and len(sys.argv) == 4:
        return coverage(sys.argv[2], sys.argv[3])
    if sys.argv[1:2] == ["--filter"] and len(sys.argv) == 3:
        return trace(sys.argv[2], sys.stdin)
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    traces, map_path = sys.argv[1:3]
    print(script(used_sections(traces, data_sections(map_path))))


if __name__ == "__main__":
    main()
