import Foundation
import Testing
import TendCore

/// Compares the expander with python-dateutil (`Resources/recurrence/oracle.py`) on thousands of
/// seeded pseudo-random rules, and checks `count(before:)`, `occurrence(at:)` and windows deep
/// into each rule against the full expansion.
@Suite struct RecurrenceOracleTests {
    /// One generated rule with its DTSTART, the end of the compared span and dateutil's answer.
    struct OracleCase {
        var rule: RecurrenceRule
        var start: LocalDateTime
        var end: LocalDateTime
        var status = ""
        var expected: [Int64] = []

        /// The line oracle.py reads: the rule without `times`, which go in X-TIMES instead.
        var oracleLine: String {
            var plain = rule
            plain.times = []
            var text = plain.rfcText
            if !rule.times.isEmpty {
                text += ";X-TIMES=" + rule.times.map {
                    pad2($0.hour) + pad2($0.minute) + pad2($0.second)
                }.joined(separator: ",")
            }
            return [text, compact(start), compact(end), String(RecurrenceOracleTests.limit)].joined(separator: "|")
        }

        var description: String { rule.rfcText + (rule.times.isEmpty ? "" : " times \(rule.times)") + " from \(start)" }
    }

    static let ruleCount = 2500
    static let limit = 300

    @Test func agreesWithDateutil() throws {
        var generator = SeededGenerator(seed: 20_261_130)
        var cases = (0..<Self.ruleCount).map { _ in RuleGenerator.makeCase(using: &generator) }
        try Self.runOracle(on: &cases)

        var disagreements: [String] = []
        var statuses: [String: Int] = [:]
        for (index, oracleCase) in cases.enumerated() {
            statuses[oracleCase.status, default: 0] += 1
            if let problem = Self.compare(oracleCase, seed: UInt64(index)) {
                disagreements.append("#\(index) \(oracleCase.description): \(problem)")
            }
        }
        let report = disagreements.prefix(20).joined(separator: "\n")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(report)")
        #expect((statuses["OK"] ?? 0) + (statuses["LIMIT"] ?? 0) > Self.ruleCount * 9 / 10, "\(statuses)")
        let occurrences = cases.reduce(0) { $0 + $1.expected.count }
        #expect(occurrences > 100_000, "only \(occurrences) occurrences compared")
    }

    /// Writes the cases to a temporary file, runs oracle.py once, and stores its answers.
    static func runOracle(on cases: inout [OracleCase]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tend-rrule-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("cases.txt")
        try cases.map(\.oracleLine).joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RecurrenceCase.directory.appendingPathComponent("oracle.py").path, input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "oracle.py failed; is python3-dateutil installed?")

        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count >= cases.count)
        for index in cases.indices {
            let fields = lines[index].split(separator: "|", omittingEmptySubsequences: false)
            cases[index].status = String(fields[0])
            cases[index].expected = fields[1].split(separator: ",").map { Int64($0)! }
        }
    }

    /// The first difference between the expander and dateutil's answer, if any.
    static func compare(_ oracleCase: OracleCase, seed: UInt64) -> String? {
        let expander = RecurrenceExpander(rule: oracleCase.rule, start: oracleCase.start)
        let expected = oracleCase.expected
        // With LIMIT, dateutil listed a prefix: compare up to its last value.
        let end = oracleCase.status == "LIMIT" ? expected.last! + 1 : oracleCase.end.localSeconds
        var found: [Int64] = []
        expander.expand(from: Int64.min, to: end, into: &found)
        guard found == expected else {
            let firstDifference = zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(found.count, expected.count)
            return "[\(oracleCase.status)] at index \(firstDifference): tend \(described(Array(found[firstDifference...].prefix(3)))) "
                + "dateutil \(described(Array(expected[firstDifference...].prefix(3)))) (tend \(found.count), dateutil \(expected.count))"
        }
        guard oracleCase.status != "ERROR" else { return nil }

        var generator = SeededGenerator(seed: seed)
        let probes = expected.isEmpty ? [] : (0..<6).map { _ in Int.random(in: 0..<expected.count, using: &generator) }
        for index in probes + [0, expected.count - 1] where index >= 0 && index < expected.count {
            if expander.occurrence(at: index) != expected[index] { return "occurrence(at: \(index))" }
            if expander.count(before: expected[index]) != index { return "count(before: occurrence \(index))" }
            if expander.count(before: expected[index] + 1) != index + 1 { return "count(before: occurrence \(index) + 1s)" }
        }
        if oracleCase.status == "OK" {
            if expander.count(before: end) != expected.count { return "count(before: end)" }
            if let next = expander.occurrence(at: expected.count), next < end { return "occurrence(at: count) is inside the span" }
        }
        for _ in 0..<4 {
            let lower = probeBound(in: expected, end: end, using: &generator)
            let upper = min(probeBound(in: expected, end: end, using: &generator), end)
            var window: [Int64] = []
            expander.expand(from: lower, to: upper, into: &window)
            if window != expected.filter({ $0 >= lower && $0 < upper }) {
                return "window \(LocalDateTime(localSeconds: lower))..<\(LocalDateTime(localSeconds: upper))"
            }
        }
        return nil
    }

    /// A bound on, just before or just after an expected occurrence, or anywhere in the span.
    private static func probeBound(in expected: [Int64], end: Int64, using generator: inout SeededGenerator) -> Int64 {
        guard let some = expected.randomElement(using: &generator) else { return end }
        return some + [-1, 0, 1, Int64.random(in: -86_400 * 40...86_400 * 40, using: &generator)].randomElement(using: &generator)!
    }
}

private func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

private func compact(_ value: LocalDateTime) -> String {
    let date = value.date
    let year = String(date.year)
    return String(repeating: "0", count: 4 - year.count) + year + pad2(date.month) + pad2(date.day)
        + "T" + pad2(value.time.hour) + pad2(value.time.minute) + pad2(value.time.second)
}

/// Seeded pseudo-random rules over every part of RFC 5545 that dateutil supports, kept within
/// what dateutil can answer quickly: BYDAY never mixes plain and numbered weekdays (where tend
/// follows RFC 5545 instead, see `RecurrenceExpander`), ordinals stay within ±5 where they count
/// within a month (dateutil fails on larger ones there), and sub-daily BYSETPOS stays within a
/// slot's candidates.
enum RuleGenerator {
    static func makeCase(using generator: inout SeededGenerator) -> RecurrenceOracleTests.OracleCase {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        func some(_ range: ClosedRange<Int>, count: ClosedRange<Int>, signed: Bool = false) -> [Int] {
            (0..<int(count)).map { _ in int(range) * (signed && chance(35) ? -1 : 1) }
        }

        let frequencies: [(RecurrenceRule.Frequency, Int)] = [
            (.yearly, 20), (.monthly, 24), (.weekly, 18), (.daily, 20), (.hourly, 8), (.minutely, 6), (.secondly, 4),
        ]
        var pick = int(0...99)
        let frequency = frequencies.first { pick -= $0.1; return pick < 0 }!.0
        var rule = RecurrenceRule(frequency: frequency)
        let isSubDaily = frequency < .daily

        rule.interval = chance(55) ? 1 : chance(75) ? int(2...4) : int(5...(isSubDaily ? 97 : 15))
        let date = CivilDate(dayNumber: CivilDate(year: 1995, month: 1, day: 1)!.dayNumber + int(0...(36 * 365)))
        let time = TimeOfDay(hour: int(0...23), minute: chance(50) ? [0, 15, 30, 45].randomElement(using: &generator)! : int(0...59),
                             second: chance(70) ? 0 : int(0...59))!
        let start = LocalDateTime(date: date, time: time)
        let spanSeconds: Int64 = switch frequency {
        case .yearly: 60 * 366 * 86_400
        case .monthly: 15 * 366 * 86_400
        case .weekly: 6 * 366 * 86_400
        case .daily: 3 * 366 * 86_400
        case .hourly: 90 * 86_400
        case .minutely: 4 * 86_400
        case .secondly: 6 * 3600
        }
        let end = LocalDateTime(localSeconds: start.localSeconds + spanSeconds)

        if chance(25) {
            rule.count = int(1...120)
        } else if chance(30) {
            let bound = LocalDateTime(localSeconds: start.localSeconds + Int64.random(in: 0...spanSeconds, using: &generator))
            rule.until = chance(30) ? .local(LocalDateTime(date: bound.date), dateOnly: true) : .local(bound, dateOnly: false)
        }
        if chance(25) { rule.byMonth = some(1...12, count: 1...4) }
        if chance(frequency == .weekly ? 5 : 22) { rule.byMonthDay = some(1...31, count: 1...3, signed: true) }
        if chance(frequency == .yearly || isSubDaily ? 12 : 4) { rule.byYearDay = some(1...366, count: 1...3, signed: true) }
        if chance(frequency == .yearly ? 15 : 3) { rule.byWeekNumber = some(1...53, count: 1...2, signed: true) }
        if chance(40) {
            let ordinals = (frequency == .monthly || frequency == .yearly) && chance(45) && rule.byWeekNumber.isEmpty
            let withinMonth = frequency == .monthly || !rule.byMonth.isEmpty
            rule.byDay = (0..<int(1...3)).map { _ in
                let weekday = Weekday(rawValue: int(0...6))!
                guard ordinals || (frequency == .weekly && chance(10)) else { return RecurrenceRule.WeekdayNumber(weekday) }
                let ordinal = withinMonth || frequency == .weekly ? int(1...5) : int(1...53)
                return RecurrenceRule.WeekdayNumber(weekday, ordinal: chance(35) ? -ordinal : ordinal)
            }
        }
        if isSubDaily {
            if chance(30) { rule.byHour = some(0...23, count: 1...4) }
            if chance(25) { rule.byMinute = some(0...59, count: 1...4) }
            if chance(frequency == .hourly ? 15 : 25) { rule.bySecond = some(0...59, count: 1...3) }
        } else if chance(22) {
            rule.times = (0..<int(1...4)).map { _ in
                TimeOfDay(hour: int(0...23), minute: [0, 15, 30, 45, int(0...59)].randomElement(using: &generator)!,
                          second: chance(85) ? 0 : int(0...59))!
            }
        } else {
            if chance(20) { rule.byHour = some(0...23, count: 1...3) }
            if chance(15) { rule.byMinute = some(0...59, count: 1...3) }
            if chance(8) { rule.bySecond = some(0...59, count: 1...2) }
        }
        // A sub-daily slot holds few candidates; positions beyond them never match, and dateutil
        // then walks every slot up to its year limit, which takes minutes for SECONDLY rules.
        let slotSize = switch frequency {
        case .hourly: max(1, Set(rule.byMinute).count) * max(1, Set(rule.bySecond).count)
        case .minutely: max(1, Set(rule.bySecond).count)
        case .secondly: 1
        default: 6
        }
        if chance(15) { rule.bySetPosition = some(1...slotSize, count: 1...2, signed: true) }
        if chance(30) { rule.weekStart = Weekday(rawValue: int(0...6))! }
        return RecurrenceOracleTests.OracleCase(rule: rule, start: start, end: end)
    }
}
