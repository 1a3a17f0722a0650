#!/usr/bin/env python3
"""The linker script of bench/layout/profile: the input sections that hold the code callgrind
saw run, as one output section placed before `.text`, in four groups: the code both `tend
daemon` and `tend today` run, then what only `today` runs, then what only the daemon runs, then
what the other daily commands run. Each of the two programs that matter most finds its code
in one or two runs of adjacent pages: `today` in the first two groups, the daemon in the first
and the third.

  hot_sections.py PROFILES SYMBOLS MAP [PREVIOUS] > scripts/layout/hot-sections.ld
  hot_sections.py --coverage MAP SCRIPT


PROFILES is the directory of callgrind outputs (in name order: the daemon's first; the one of
`tend today` is named `NN-today`), SYMBOLS the `nm --defined-only` of the profiled binary and MAP
lld's link map of that same binary. PREVIOUS, the script this one replaces, keeps what a
profile missed: a tiny function without a symbol that sits right after another function is
sometimes counted as part of it, depending on where the last layout put it, so the entries of
the previous script that are still in the map stay, in their group (each group ends with a
comment that names it; a script with only the daemon's end marker has two groups).

--coverage prints how many of SCRIPT's entries name an input section of MAP, and how many
entries there are (`MATCHED TOTAL`): what share of the layout a link still places. The test
suite reads it (Tests/TendCLITests/EndToEnd/CodeLayoutTests.swift).
"""
import bisect
import os
import re
import sys

# The comment that ends each group but the last, and which of the two programs its code serves.
DAEMON_AND_TODAY_END, TODAY_END, DAEMON_END = "/* daemon and today end */", "/* today end */", "/* daemon end */"
GROUP_ROLES = {DAEMON_AND_TODAY_END: {"daemon", "today"}, TODAY_END: {"today"}, DAEMON_END: {"daemon"}}
# glibc picks one of several builds of memcpy, strlen and the like for the processor it runs on;
# valgrind's virtual processor is not the real one, so every build of a family seen is kept.
MULTIARCH = re.compile(r"^([a-z0-9_]+)-.*(sse2|ssse3|sse4|avx|evex|erms)")


def executed_addresses(profile, addresses):
    """The entry addresses of the functions a callgrind output names (by symbol or address)."""
    found = set()
    for line in open(profile, errors="replace"):
        match = re.match(r"^c?fn=\(\d+\) (.+)$", line)
        if not match:
            continue
        name = re.sub(r"'\d+$", "", match.group(1))
        if name.startswith("0x"):
            found.add(int(name, 16))
        else:
            found.update(addresses.get(name, ()))
    return found


def input_sections(map_path, outputs):
    """(start, size, output, file, section) of each input section of lld's link map that is
    placed in one of the output sections `outputs` and is not empty, in order of address."""
    line_format = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(.*)$")
    sections, output = [], None
    for line in open(map_path, errors="replace"):
        match = line_format.match(line.rstrip("\n"))
        if not match:
            continue
        start, size, indent, what = int(match.group(1), 16), int(match.group(2), 16), len(match.group(3)), match.group(4)
        if indent == 0:
            output = what
        elif indent == 8 and output in outputs and size > 0:
            parts = re.match(r"^(.*):\((.*)\)$", what)
            if parts and parts.group(1) != "<internal>":
                sections.append((start, size, output, parts.group(1), parts.group(2)))
    sections.sort()
    return sections


def code_sections(map_path):
    """(start, size, file, section) of each input section of code (in `.text`, or in `.text.hot`
    when the profiled binary was linked with an earlier list)."""
    return [(start, size, file, section) for start, size, _, file, section in input_sections(map_path, (".text", ".text.hot"))]


def pattern(file, section):
    """A linker-script input section description that names `section` of `file`, whatever
    the scratch directory: `*libc.a:memmove.o(.text)`, `*/TendCore.build/X.swift.o(.text.$s…)`."""
    member = re.match(r"^(.*)\((.*)\)$", file)
    if member:
        return f"*{os.path.basename(member.group(1))}:{member.group(2)}({section})"
    return f"*/{'/'.join(file.split('/')[-2:])}({section})"


def section_patterns(sections):
    """The script entries that name the input sections of a link map."""
    return {pattern(file, section) for _, _, file, section in sections}


def script_entries(script_path):
    """The input section descriptions of a linker script this program wrote."""
    return [line.strip() for line in open(script_path) if line.strip().startswith("*")]


def coverage(map_path, script_path):
    """Prints `MATCHED TOTAL`: the script's entries that the map still has, and all of them."""
    existing = section_patterns(code_sections(map_path))
    entries = script_entries(script_path)
    print(sum(entry in existing for entry in entries), len(entries))


def main():
    if sys.argv[1:2] == ["--coverage"] and len(sys.argv) == 4:
        return coverage(sys.argv[2], sys.argv[3])
    profiles, symbols, map_path = sys.argv[1:4]
    previous = sys.argv[4] if len(sys.argv) > 4 else None
    addresses = {}
    for line in open(symbols):
        fields = line.split()
        if len(fields) == 3:
            addresses.setdefault(fields[2], []).append(int(fields[0], 16))
    sections = code_sections(map_path)
    starts = [section[0] for section in sections]
    members = {}
    for start, size, file, section in sections:
        member = re.match(r"^(.*)\((.*)\)$", file)
        if member:
            members.setdefault(member.group(2), []).append((file, section))
    existing = section_patterns(sections)
    daemon, today, others = set(), set(), set()
    if previous and os.path.exists(previous):
        group = []
        for line in open(previous):
            entry = line.strip()
            if entry in GROUP_ROLES:
                if "daemon" in GROUP_ROLES[entry]:
                    daemon.update(group)
                if "today" in GROUP_ROLES[entry]:
                    today.update(group)
                group = []
            elif entry in existing:
                group.append(entry)
        others.update(group)
    for number, profile in enumerate(sorted(os.listdir(profiles))):
        found = daemon if number == 0 else today if profile.endswith("-today") else others
        for address in executed_addresses(os.path.join(profiles, profile), addresses):
            index = bisect.bisect_right(starts, address) - 1
            if index < 0 or address >= sections[index][0] + sections[index][1]:
                continue
            _, _, file, section = sections[index]
            found.add(pattern(file, section))
            family = MULTIARCH.match(re.sub(r"^.*\(|\)$", "", file)) if file.endswith(")") else None
            if family:
                for name, entries in members.items():
                    if name.startswith(family.group(1) + "-") or name == family.group(1) + ".o":
                        found.update(pattern(*entry) for entry in entries)
    order = (sorted(daemon & today) + [DAEMON_AND_TODAY_END] + sorted(today - daemon) + [TODAY_END]
             + sorted(daemon - today) + [DAEMON_END] + sorted(others - daemon - today))
    print("/* The code tend runs in its daemon and `tend today` (first) and its other daily commands:")
    print("   written by bench/layout/profile, read by the release link of tend (scripts/build-release). */")
    print("SECTIONS")
    print("{")
    print("  .text.hot : {")
    for line in order:
        print(f"    {line}")
    print("  }")
    print("}")
    print("INSERT BEFORE .text;")


if __name__ == "__main__":
    main()
