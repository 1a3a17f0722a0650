import TendCore

/// The DATE and DATE-TIME forms of RFC 5545 §3.3.4–5: `20261201`, `20261201T080000` (floating or
/// with a TZID) and `20261201T070000Z` (UTC).
enum ICalendarTime {
    /// `YYYYMMDD`.
    static func text(_ date: CivilDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    /// `YYYYMMDDTHHMMSS`, a local (floating or zoned) date-time.
    static func text(_ local: LocalDateTime) -> String {
        text(local.date) + "T" + pad(local.time.hour, 2) + pad(local.time.minute, 2) + pad(local.time.second, 2)
    }

    /// `YYYYMMDDTHHMMSSZ`, an instant in UTC.
    static func utcText(_ instant: Instant) -> String {
        text(LocalDateTime(localSeconds: instant.seconds)) + "Z"
    }

    /// A value read: a date, a local date-time, or a UTC date-time (with `Z`).
    enum Value: Hashable {
        case date(CivilDate)
        case local(LocalDateTime)
        case utc(Instant)
    }

    /// Reads `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`; nil when it is none of them or
    /// not a real day and time.
    static func value(_ text: String) -> Value? {
        let chars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var n = 0
            for i in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(chars[i]) else { return nil }
                n = n * 10 + Int(chars[i] - UInt8(ascii: "0"))
            }
            return n
        }
        guard chars.count == 8 || chars.count == 15 || chars.count == 16,
              let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
              let date = CivilDate(year: year, month: month, day: day) else { return nil }
        if chars.count == 8 { return .date(date) }
        guard chars[8] == UInt8(ascii: "T") || chars[8] == UInt8(ascii: "t"),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              let time = TimeOfDay(hour: hour, minute: minute, second: min(second, 59)) else { return nil }
        let local = LocalDateTime(date: date, time: time)
        if chars.count == 15 { return .local(local) }
        guard chars[15] == UInt8(ascii: "Z") || chars[15] == UInt8(ascii: "z") else { return nil }
        return .utc(Instant(seconds: local.localSeconds))
    }

    /// `+0100`, `-0500` or `+0530`: a UTC offset in seconds east.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        var text = sign + pad(magnitude / 3600, 2) + pad(magnitude / 60 % 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    /// Reads `+0100`, `-0500` or `+013045`; nil otherwise.
    static func offset(_ text: String) -> Int? {
        let chars = Array(text.utf8)
        guard chars.count == 5 || chars.count == 7, chars[0] == UInt8(ascii: "+") || chars[0] == UInt8(ascii: "-"),
              chars.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let hours = Int(String(decoding: chars[1..<3], as: UTF8.self)),
              let minutes = Int(String(decoding: chars[3..<5], as: UTF8.self)) else { return nil }
        let seconds = chars.count == 7 ? Int(String(decoding: chars[5..<7], as: UTF8.self)) ?? 0 : 0
        let magnitude = hours * 3600 + minutes * 60 + seconds
        return chars[0] == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// An RFC 5545 DURATION (`PT30M`, `P1D`, `-PT15M`) for a number of seconds.
    static func durationText(_ seconds: Int64) -> String {
        var text = seconds < 0 ? "-P" : "P"
        var rest = abs(seconds)
        if rest % 86_400 == 0 && rest > 0 { return text + "\(rest / 86_400)D" }
        if rest >= 86_400 { text += "\(rest / 86_400)D"; rest %= 86_400 }
        text += "T"
        if rest >= 3600 { text += "\(rest / 3600)H"; rest %= 3600 }
        if rest >= 60 { text += "\(rest / 60)M"; rest %= 60 }
        if rest > 0 || text.hasSuffix("T") { text += "\(rest)S" }
        return text
    }

    /// Reads an RFC 5545 DURATION (`P1W`, `P1DT2H`, `-PT15M`) into seconds; nil otherwise.
    static func duration(_ text: String) -> Int64? {
        var chars = Substring(text.uppercased())
        var sign: Int64 = 1
        if chars.first == "-" { sign = -1; chars = chars.dropFirst() } else if chars.first == "+" { chars = chars.dropFirst() }
        guard chars.first == "P" else { return nil }
        chars = chars.dropFirst()
        var total: Int64 = 0
        var number: Int64?
        var inTime = false
        var sawUnit = false
        var sawTimeUnit = false
        for c in chars {
            if let digit = c.wholeNumberValue, c.isASCII {
                let (product, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, product < 1 << 40 else { return nil }
                number = product + Int64(digit)
                continue
            }
            if c == "T" { guard !inTime, number == nil else { return nil }; inTime = true; continue }
            guard let n = number else { return nil }
            let unit: Int64? = switch (c, inTime) {
            case ("W", false): 604_800
            case ("D", false): 86_400
            case ("H", true): 3600
            case ("M", true): 60
            case ("S", true): 1
            default: nil
            }
            guard let unit else { return nil }
            total += n * unit
            number = nil
            sawUnit = true
            sawTimeUnit = sawTimeUnit || inTime
        }
        guard sawUnit, number == nil, !inTime || sawTimeUnit else { return nil }
        return sign * total
    }
}

/// `value` written with at least `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
}
