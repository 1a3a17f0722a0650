/// A POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3`, as found in the footer of TZif
/// files. It gives the zone's offsets for any year after the file's table ends.
public struct PosixZoneRule: Hashable, Sendable {
    /// When in a year a change happens, in the rule's three spellings.
    public enum DateRule: Hashable, Sendable {
        /// `Jn`: day n of 1...365, never counting February 29.
        case julianNoLeap(Int)
        /// `n`: day n of 0...365, counting February 29.
        case zeroBasedDay(Int)
        /// `Mm.w.d`: weekday d of week w (5 = last) of month m.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// A change into or out of daylight-saving time: a day and a local time on it.
    public struct Change: Hashable, Sendable {
        public var date: DateRule
        /// Seconds after local midnight; may be negative or exceed a day (RFC 8536).
        public var time: Int
    }

    /// UTC offset of standard time, in seconds east of Greenwich.
    public var standardOffset: Int
    /// UTC offset of daylight-saving time, when the zone has one.
    public var daylightOffset: Int?
    /// The change into daylight-saving time (a local time in standard time).
    public var start: Change?
    /// The change back to standard time (a local time in daylight-saving time).
    public var end: Change?

    /// Reads a POSIX TZ string; nil when it is not one.
    public init?(_ text: String) {
        var scanner = PosixRuleScanner(Array(text.utf8))
        guard scanner.skipName(), let std = scanner.offset() else { return nil }
        standardOffset = -std
        if scanner.atEnd {
            daylightOffset = nil
            return
        }
        guard scanner.skipName() else { return nil }
        if scanner.startsOffset {
            guard let dst = scanner.offset() else { return nil }
            daylightOffset = -dst
        } else {
            daylightOffset = standardOffset + 3600
        }
        if scanner.atEnd {
            // A daylight-saving name without rules: POSIX leaves it to the system; use the US
            // rule of 2007, as glibc does.
            start = Change(date: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            end = Change(date: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
            return
        }
        guard scanner.consume(UInt8(ascii: ",")), let s = scanner.change(),
              scanner.consume(UInt8(ascii: ",")), let e = scanner.change(), scanner.atEnd
        else { return nil }
        start = s
        end = e
    }

    /// The UTC instants (seconds) at which daylight-saving time starts and ends in `year`, or nil
    /// for a zone without daylight-saving time.
    public func transitions(inYear year: Int) -> (start: Int64, end: Int64)? {
        guard let dst = daylightOffset, let start, let end else { return nil }
        let startLocal = Int64(PosixZoneRule.dayNumber(of: start.date, inYear: year)) * 86_400 + Int64(start.time)
        let endLocal = Int64(PosixZoneRule.dayNumber(of: end.date, inYear: year)) * 86_400 + Int64(end.time)
        return (startLocal - Int64(standardOffset), endLocal - Int64(dst))
    }

    /// The UTC offset in effect at a UTC instant.
    public func offset(at instant: Int64) -> Int {
        guard let dst = daylightOffset, start != nil else { return standardOffset }
        let year = LocalDateTime(localSeconds: instant + Int64(standardOffset)).date.year
        guard let t = transitions(inYear: year) else { return standardOffset }
        let inDaylight = t.start < t.end
            ? (instant >= t.start && instant < t.end)
            : !(instant >= t.end && instant < t.start)
        return inDaylight ? dst : standardOffset
    }

    static func dayNumber(of rule: DateRule, inYear year: Int) -> Int {
        let jan1 = CivilDate.dayNumber(year: year, month: 1, day: 1)
        switch rule {
        case .julianNoLeap(let n):
            let afterFebruary = n >= 60 && CivilDate.isLeapYear(year)
            return jan1 + n - 1 + (afterFebruary ? 1 : 0)
        case .zeroBasedDay(let n):
            return jan1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDate.dayNumber(year: year, month: month, day: 1)
            let firstWeekday = Weekday(dayNumber: first).rawValue
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let monthEnd = first + CivilDate.daysInMonth(year: year, month: month)
            while day >= monthEnd { day -= 7 }
            return day
        }
    }
}

/// Reads the pieces of a POSIX TZ string.
struct PosixRuleScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    /// Skips a zone abbreviation: three or more letters, or anything in angle brackets.
    mutating func skipName() -> Bool {
        if consume(UInt8(ascii: "<")) {
            let begin = position
            while let c = current, c != UInt8(ascii: ">") { position += 1 }
            guard position - begin >= 3, consume(UInt8(ascii: ">")) else { return false }
            return true
        }
        let begin = position
        while let c = current, (c | 0x20) >= UInt8(ascii: "a"), (c | 0x20) <= UInt8(ascii: "z") { position += 1 }
        return position - begin >= 3
    }

    /// Whether an offset follows: a sign or a digit.
    var startsOffset: Bool {
        guard let c = current else { return false }
        return c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }

    /// Reads `[+-]hh[:mm[:ss]]` as seconds (POSIX sign: positive is west of Greenwich). POSIX
    /// allows offsets up to 24:59:59 either way; glibc clamps larger ones, so they are refused.
    mutating func offset() -> Int? {
        var sign = 1
        if consume(UInt8(ascii: "-")) { sign = -1 } else { _ = consume(UInt8(ascii: "+")) }
        guard let seconds = clock(maxHours: 24) else { return nil }
        return sign * seconds
    }

    mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9"), digits < 4 {
            value = value * 10 + Int(c - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : value
    }

    mutating func clock(maxHours: Int) -> Int? {
        guard let h = number(), h <= maxHours else { return nil }
        var seconds = h * 3600
        if consume(UInt8(ascii: ":")) {
            guard let m = number(), m < 60 else { return nil }
            seconds += m * 60
            if consume(UInt8(ascii: ":")) {
                guard let s = number(), s < 60 else { return nil }
                seconds += s
            }
        }
        return seconds
    }

    mutating func change() -> PosixZoneRule.Change? {
        let date: PosixZoneRule.DateRule
        if consume(UInt8(ascii: "J")) {
            guard let n = number(), (1...365).contains(n) else { return nil }
            date = .julianNoLeap(n)
        } else if consume(UInt8(ascii: "M")) {
            guard let m = number(), (1...12).contains(m), consume(UInt8(ascii: ".")),
                  let w = number(), (1...5).contains(w), consume(UInt8(ascii: ".")),
                  let d = number(), (0...6).contains(d) else { return nil }
            date = .monthWeekDay(month: m, week: w, weekday: d)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            date = .zeroBasedDay(n)
        }
        var time = 7200
        if consume(UInt8(ascii: "/")) {
            var sign = 1
            if consume(UInt8(ascii: "-")) { sign = -1 } else { _ = consume(UInt8(ascii: "+")) }
            guard let t = clock(maxHours: 167) else { return nil }
            time = sign * t
        }
        return PosixZoneRule.Change(date: date, time: time)
    }
}
