import TendCore

/// Reads dates and times given on the command line: `2026-12-01`, `2026-12-01 08:00`,
/// `2026-12-01T08:00:30`, optionally with `Z` or a UTC offset (`+09:00`). A date alone means
/// local midnight; a time without an offset is wall-clock time in the given zone.
enum DateTimeArgument {
    /// The instant named by `text` in `zone`, or nil when the text is not a date-time.
    static func instant(_ text: String, zone: ZoneRules) -> Instant? {
        guard let (local, offset) = parse(text) else { return nil }
        if let offset { return Instant(seconds: local.localSeconds - Int64(offset)) }
        return zone.instant(for: local)
    }

    /// A local date-time (an offset is refused), for DTSTART-like arguments.
    static func local(_ text: String) -> LocalDateTime? {
        guard let (local, offset) = parse(text), offset == nil else { return nil }
        return local
    }

    /// The date and time, and the UTC offset in seconds when one was written.
    static func parse(_ text: String) -> (LocalDateTime, Int?)? {
        var rest = Substring(text.trimmingWhitespace())
        guard rest.count >= 10 else { return nil }
        let dateText = rest.prefix(10)
        rest = rest.dropFirst(10)
        let fields = dateText.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              fields.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let date = CivilDate(year: Int(fields[0])!, month: Int(fields[1])!, day: Int(fields[2])!)
        else { return nil }
        if rest.isEmpty { return (LocalDateTime(date: date), nil) }
        guard rest.first == "T" || rest.first == " " || rest.first == "t" else { return nil }
        rest = rest.dropFirst()
        var offset: Int?
        if rest.hasSuffix("Z") || rest.hasSuffix("z") {
            offset = 0
            rest = rest.dropLast()
        } else if let sign = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let zoneText = rest[rest.index(after: sign)...].split(separator: ":")
            guard (1...2).contains(zoneText.count), zoneText.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
                  let h = Int(zoneText[0]), h <= 18 else { return nil }
            let m = zoneText.count > 1 ? Int(zoneText[1])! : 0
            guard m < 60 else { return nil }
            offset = (h * 3600 + m * 60) * (rest[sign] == "-" ? -1 : 1)
            rest = rest[..<sign]
        }
        let timeFields = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(timeFields.count),
              timeFields.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let time = TimeOfDay(hour: Int(timeFields[0])!, minute: Int(timeFields[1])!,
                                   second: timeFields.count > 2 ? Int(timeFields[2])! : 0)
        else { return nil }
        return (LocalDateTime(date: date, time: time), offset)
    }

    /// ISO 8601 with the zone's UTC offset at that instant: `2026-12-01T08:00:00+09:00`.
    static func iso8601(_ instant: Instant, zone: ZoneRules) -> String {
        let offset = zone.offset(at: instant)
        let local = LocalDateTime(localSeconds: instant.seconds + Int64(offset))
        guard (0...9999).contains(local.date.year), offset % 60 == 0, abs(offset) < 100 * 3600 else {
            return local.description + offsetText(offset)
        }
        // The usual case in one allocation, digit by digit: a million of them make `schedule
        // expand --json`, where joining the pieces cost more than the rest of the work.
        return String(unsafeUninitializedCapacity: 25) { text in
            var end = 0
            func put(_ value: Int, width: Int, then separator: Unicode.Scalar?) {
                var rest = value
                for digit in (end..<end + width).reversed() {
                    text[digit] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                end += width
                if let separator {
                    text[end] = UInt8(ascii: separator)
                    end += 1
                }
            }
            put(local.date.year, width: 4, then: "-")
            put(local.date.month, width: 2, then: "-")
            put(local.date.day, width: 2, then: "T")
            put(local.time.hour, width: 2, then: ":")
            put(local.time.minute, width: 2, then: ":")
            put(local.time.second, width: 2, then: offset < 0 ? "-" : "+")
            put(abs(offset) / 3600, width: 2, then: ":")
            put(abs(offset) / 60 % 60, width: 2, then: nil)
            return end
        }
    }

    /// `+09:00`, `-05:00`, `+00:53:28`.
    static func offsetText(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        var text = sign + pad2(a / 3600) + ":" + pad2(a / 60 % 60)
        if a % 60 != 0 { text += ":" + pad2(a % 60) }
        return text
    }

    private static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
