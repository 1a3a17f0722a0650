// tend's side of the benchmark in bench/: the same two workloads as bench/libical_bench.c and
// bench/dateutil_bench.py, through TendCore's schedule engine.
//
//     tend-bench [--repeat N] [--counts FILE] [--dump daily|rules] [RULES_FILE]
//     tend-bench --age [--repeat N]     (see AgeWorkload.swift)
//
// (a) "daily": 1,000 schedules of `4 times a day` (08:00, 12:00, 16:00, 20:00), the i-th starting
//     on 2026-01-01 + (i * 211) mod 365 days, pinned to Europe/Berlin and expanded into instants
//     over the 365 days from its start: 1,460,000 occurrences, across both DST changes.
// (b) "rules": every case of RULES_FILE (default bench/data/rules.txt; DTSTART RRULE FROM TO,
//     floating local times), each expanded by a ScheduleEngine in UTC over [FROM, TO).
// (c) "rules-nominal": the same cases through RecurrenceExpander alone (nominal local times, no
//     engine, no zone), for comparison.
//
// Parsing the schedule or rule text is outside the timed part; creating the engine and
// expanding are inside. Each workload runs N times (default 3) and the best time is reported, as
//     tend WORKLOAD occurrences=N seconds=S rate=R
// --counts FILE writes the number of occurrences of each rule, one a line. --dump WORKLOAD prints
// every occurrence of a workload as "CASE<TAB>YYYYMMDDTHHMMSS" (local time; CASE is the line of
// the rule, or 1...1000 for the daily schedules) instead of timing anything.

import Glibc
import TendCore
import TendSystem

let schedules = 1000
let days = 365

struct RuleCase {
    var line: Int
    var start: LocalDateTime
    var rule: RecurrenceRule
    var from: Int64
    var to: Int64
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    let text = "tend-bench: \(message)\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(status)
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// `YYYYMMDDTHHMMSS` as a floating local date-time.
func localDateTime(_ text: Substring) -> LocalDateTime? {
    let bytes = Array(text.utf8)
    guard bytes.count == 15, bytes[8] == UInt8(ascii: "T") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
        var value = 0
        for b in bytes[range] {
            guard b >= 0x30 && b <= 0x39 else { return nil }
            value = value * 10 + Int(b - 0x30)
        }
        return value
    }
    guard let y = number(0..<4), let mo = number(4..<6), let d = number(6..<8),
          let h = number(9..<11), let mi = number(11..<13), let s = number(13..<15),
          let date = CivilDate(year: y, month: mo, day: d), let time = TimeOfDay(hour: h, minute: mi, second: s)
    else { return nil }
    return LocalDateTime(date: date, time: time)
}

func compact(_ local: Int64) -> String {
    let t = LocalDateTime(localSeconds: local)
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(t.date.year)\(two(t.date.month))\(two(t.date.day))T\(two(t.time.hour))\(two(t.time.minute))\(two(t.time.second))"
}

func parseRule(_ text: String) -> RecurrenceRule? {
    if let rule = try? RecurrenceRule(parsing: text) { return rule }
    return try? RecurrenceRule(parsing: "RRULE:" + text)
}

func readRules(_ path: String) -> [RuleCase] {
    guard let bytes = try? FileReading.bytes(atPath: path) else { fail("cannot read \(path)") }
    var cases: [RuleCase] = []
    for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard fields.count == 4 else { fail("\(path):\(index + 1): expected DTSTART RRULE FROM TO") }
        guard let start = localDateTime(fields[0]), let from = localDateTime(fields[2]), let to = localDateTime(fields[3])
        else { fail("\(path):\(index + 1): bad date-time") }
        guard let rule = parseRule(String(fields[1])) else { fail("\(path):\(index + 1): tend rejects '\(fields[1])'") }
        cases.append(RuleCase(line: index + 1, start: start, rule: rule, from: from.localSeconds, to: to.localSeconds))
    }
    return cases
}

func report(_ workload: String, _ occurrences: Int, _ seconds: Double) {
    let rate = seconds > 0 ? Double(occurrences) / seconds : 0
    print("tend \(workload) occurrences=\(occurrences) seconds=\(fixed(seconds, 6)) rate=\(Int(rate.rounded()))")
    fflush(nil)
}

func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// Runs `work` `rounds` times; its last result and the best time.
func bestOf<T>(_ rounds: Int, _ work: () -> T) -> (T, Double) {
    var best = Double.infinity
    var result: T?
    for _ in 0..<rounds {
        let t0 = now()
        result = work()
        best = min(best, now() - t0)
    }
    return (result!, best)
}

// MARK: - Arguments

var repeatCount = 3
var countsPath: String?
var dump: String?
var rulesPath = "bench/data/rules.txt"
var age = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
let usage = "usage: tend-bench [--repeat N] [--counts FILE] [--dump daily|rules] [RULES_FILE] | --age [--repeat N]"
while let argument = arguments.next() {
    switch argument {
    case "--repeat":
        guard let n = arguments.next().flatMap({ Int($0) }), n >= 1 else { fail(usage, status: 64) }
        repeatCount = n
    case "--counts":
        guard let path = arguments.next() else { fail(usage, status: 64) }
        countsPath = path
    case "--dump":
        guard let workload = arguments.next(), workload == "daily" || workload == "rules" else { fail(usage, status: 64) }
        dump = workload
    case "--age":
        age = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard !argument.hasPrefix("-") else { fail(usage, status: 64) }
        rulesPath = argument
    }
}

var environment: [String: String] = [:]
if let tzdir = getenv("TZDIR") { environment["TZDIR"] = String(cString: tzdir) }
let berlin: ZoneRules
do { berlin = try ZoneLoader(environment: environment).zone(named: "Europe/Berlin") } catch { fail(error.description) }

if age {
    runAgeBenchmark(repeat: repeatCount, zone: berlin)
    exit(0)
}

let cases = readRules(rulesPath)

if dump == "rules" {
    for c in cases {
        let schedule = Schedule(elements: [ScheduleElement(start: c.start, repetition: .rule(c.rule))])
        let engine = ScheduleEngine(schedule: schedule, zone: .utc)
        for occurrence in engine.occurrences(from: Instant(seconds: c.from), to: Instant(seconds: c.to)) {
            print("\(c.line)\t\(compact(occurrence.start.seconds))")
        }
    }
    exit(0)
}

// MARK: - (a) 1,000 schedules of "4 times a day" in Europe/Berlin, one year each

let firstDay = CivilDate(year: 2026, month: 1, day: 1)!
var dailyCases: [(schedule: Schedule, from: Instant, to: Instant)] = []
for i in 0..<schedules {
    let day = firstDay.adding(days: i * 211 % days)
    let schedule: Schedule
    do { schedule = try ScheduleLanguage.parse("4 times a day", options: ScheduleParsingOptions(startDate: day)) } catch {
        fail("tend rejects '4 times a day': \(error)")
    }
    dailyCases.append((schedule, berlin.instant(for: LocalDateTime(date: day)),
                       berlin.instant(for: LocalDateTime(date: day.adding(days: days)))))
}

if dump == "daily" {
    for (i, c) in dailyCases.enumerated() {
        for occurrence in ScheduleEngine(schedule: c.schedule, zone: berlin).occurrences(from: c.from, to: c.to) {
            let t = occurrence.start.seconds
            print("\(i + 1)\t\(compact(t + Int64(berlin.offset(at: t))))")
        }
    }
    exit(0)
}

var buffer: [Occurrence] = []
var checksum: Int64 = 0
let (dailyTotal, dailySeconds) = bestOf(repeatCount) { () -> Int in
    var total = 0
    for c in dailyCases {
        let engine = ScheduleEngine(schedule: c.schedule, zone: berlin)
        buffer.removeAll(keepingCapacity: true)
        engine.appendOccurrences(from: c.from, to: c.to, into: &buffer)
        total += buffer.count
        checksum &+= buffer.last?.start.seconds ?? 0
    }
    return total
}
report("daily", dailyTotal, dailySeconds)

// MARK: - (b) the random rules through the engine, in UTC

let ruleSchedules = cases.map { Schedule(elements: [ScheduleElement(start: $0.start, repetition: .rule($0.rule))]) }
var counts = [Int](repeating: 0, count: cases.count)
let (rulesTotal, rulesSeconds) = bestOf(repeatCount) { () -> Int in
    var total = 0
    for (i, c) in cases.enumerated() {
        let engine = ScheduleEngine(schedule: ruleSchedules[i], zone: .utc)
        buffer.removeAll(keepingCapacity: true)
        engine.appendOccurrences(from: Instant(seconds: c.from), to: Instant(seconds: c.to), into: &buffer)
        counts[i] = buffer.count
        total += buffer.count
        checksum &+= buffer.last?.start.seconds ?? 0
    }
    return total
}
report("rules", rulesTotal, rulesSeconds)

// MARK: - (c) the random rules through the expander alone

var nominal: [Int64] = []
let (nominalTotal, nominalSeconds) = bestOf(repeatCount) { () -> Int in
    var total = 0
    for c in cases {
        nominal.removeAll(keepingCapacity: true)
        RecurrenceExpander(rule: c.rule, start: c.start).expand(from: c.from, to: c.to, into: &nominal)
        total += nominal.count
        checksum &+= nominal.last ?? 0
    }
    return total
}
report("rules-nominal", nominalTotal, nominalSeconds)

if let countsPath {
    guard let file = fopen(countsPath, "w") else { fail("cannot write \(countsPath)") }
    for (c, n) in zip(cases, counts) { fputs("\(c.line) \(n)\n", file) }
    fclose(file)
}
if checksum == 42 { print("") }  // keeps the work observable
