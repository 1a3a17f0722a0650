import Foundation
import Testing
import TendCore

/// A recurrence case read from the data files in `Resources/recurrence/`: one or more equivalent
/// rules, a DTSTART and the expected occurrences (all of them, or those before `before`).
struct RecurrenceCase: Sendable, CustomTestStringConvertible {
    var title: String
    var rules: [String]
    var start: LocalDateTime
    var before: Int64?
    var instances: [Int64]
    /// Why python-dateutil differs from the source, when it does (libical cases only).
    var dateutilReason: String?

    var testDescription: String { title + " — " + rules.joined(separator: " | ") }

    /// The directory of the data files, found next to this source file (no bundle resources).
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Resources/recurrence")

    /// Reads a case file: blocks of comment, `RRULE:`, `DTSTART:`, `BEFORE:`, `INSTANCES:` and
    /// tend's `TEND-WHY:`/`TEND-DATEUTIL:` lines. Returns no cases when the file cannot be read.
    static func load(_ name: String) -> [RecurrenceCase] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return [] }
        var cases: [RecurrenceCase] = []
        var comment = ""
        var current: RecurrenceCase?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") {
                if let finished = current { cases.append(finished); current = nil; comment = "" }
                comment = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("RRULE:") {
                if current == nil {
                    current = RecurrenceCase(title: comment, rules: [], start: LocalDateTime(date: CivilDate(dayNumber: 0)),
                                             before: nil, instances: [], dateutilReason: nil)
                }
                current?.rules.append(String(line.dropFirst("RRULE:".count)))
            } else if line.hasPrefix("DTSTART:") {
                current?.start = compactDateTime(String(line.dropFirst("DTSTART:".count)))!
            } else if line.hasPrefix("BEFORE:") {
                current?.before = compactDateTime(String(line.dropFirst("BEFORE:".count)))!.localSeconds
            } else if line.hasPrefix("INSTANCES:") {
                current?.instances = compactDateTimes(String(line.dropFirst("INSTANCES:".count)))
            } else if line.hasPrefix("TEND-WHY:") {
                current?.dateutilReason = String(line.dropFirst("TEND-WHY:".count)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("TEND-DATEUTIL:") {
                current?.instances = compactDateTimes(String(line.dropFirst("TEND-DATEUTIL:".count)))
            }
        }
        if let finished = current { cases.append(finished) }
        return cases
    }

    /// `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ` (the Z read as part of the same local time).
    static func compactDateTime(_ text: String) -> LocalDateTime? {
        let characters = Array(text.trimmingCharacters(in: .whitespaces))
        func number(_ range: Range<Int>) -> Int? {
            range.upperBound <= characters.count ? Int(String(characters[range])) : nil
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
              let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        guard characters.count > 8 else { return LocalDateTime(date: date) }
        guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              let time = TimeOfDay(hour: hour, minute: minute, second: second)
        else { return nil }
        return LocalDateTime(date: date, time: time)
    }

    /// A comma-separated list of compact date-times as local seconds; an unreadable item is left out
    /// (libical marks unimplemented cases with text, which then has no instances).
    static func compactDateTimes(_ text: String) -> [Int64] {
        text.split(separator: ",").compactMap { compactDateTime(String($0))?.localSeconds }
    }
}

extension RecurrenceExpander {
    /// Every occurrence before `bound` (all of them when nil), through `expand`.
    func occurrences(before bound: Int64? = nil) -> [Int64] {
        var out: [Int64] = []
        expand(from: Int64.min, to: bound ?? Int64.max, into: &out)
        return out
    }
}

/// Local seconds of a date and time, for readable expectations.
func localSeconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64 {
    LocalDateTime(date: CivilDate(year: year, month: month, day: day)!,
                  time: TimeOfDay(hour: hour, minute: minute, second: second)!).localSeconds
}

/// `YYYY-MM-DDTHH:MM:SS` texts of local seconds, for readable failure messages.
func described(_ values: [Int64]) -> [String] {
    values.map { LocalDateTime(localSeconds: $0).description }
}

/// A small, fast, seedable generator (SplitMix64), so that random tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
