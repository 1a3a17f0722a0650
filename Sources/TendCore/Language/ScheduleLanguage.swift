/// The schedule language: English phrases such as `daily at 08:00 and 20:00 for 10 days`,
/// RFC 5545 rules, and compositions of both joined by `+`.
public enum ScheduleLanguage {
    /// Reads a schedule. Errors carry the position of the problem and a likely correction.
    public static func parse(_ text: String, options: ScheduleParsingOptions) throws(ScheduleSyntaxError) -> Schedule {
        // Most texts are one part (every stored one is read again by every command): read it
        // as it is, without splitting or joining.
        if isOnePart(text) {
            let parsed = try parsePart(text, offset: 0, options: options)
            try checkElementCount(parsed.elements.count, part: text, offset: 0)
            return Schedule(elements: parsed.elements, zoneName: parsed.zone?.name)
        }
        var elements: [ScheduleElement] = []
        var zoneName: String?
        for segment in try splitComposition(text) {
            let parsed = try parsePart(segment.text, offset: segment.offset, options: options)
            if let zone = parsed.zone {
                if let zoneName, zoneName != zone.name {
                    throw ScheduleSyntaxError("a schedule can be pinned to one zone only; it already names '\(zoneName)'",
                                              offset: zone.offset, length: zone.length)
                }
                zoneName = zone.name
            }
            elements += parsed.elements
            try checkElementCount(elements.count, part: segment.text, offset: segment.offset)
        }
        return Schedule(elements: elements, zoneName: zoneName)
    }

    /// One part of a composition, in RFC 5545 or in words, with the zone it names.
    private static func parsePart(_ text: String, offset: Int, options: ScheduleParsingOptions) throws(ScheduleSyntaxError)
        -> (elements: [ScheduleElement], zone: (name: String, offset: Int, length: Int)?) {
        if RFC5545Reader.looksLikeRFC5545(text) {
            return try RFC5545Reader.parse(text, offset: offset, options: options)
        }
        var parser = try PhraseParser(text: text, offset: offset, options: options)
        return try parser.parseElement()
    }

    /// Throws when the parts read so far, up to the one at `offset`, have too many elements.
    private static func checkElementCount(_ count: Int, part: String, offset: Int) throws(ScheduleSyntaxError) {
        guard count <= maximumElements else {
            throw ScheduleSyntaxError("a schedule can have at most \(maximumElements) parts", offset: offset, length: part.count)
        }
    }

    /// The longest schedule text tend reads, in characters.
    public static let maximumCharacters = 4_000

    /// The most elements one schedule may have.
    public static let maximumElements = 64

    /// Whether `text` is one part that `splitComposition` would return whole: not too long, no
    /// `+` (not even in quotes) and not blank (a visible ASCII character shows it), found from
    /// its bytes without walking its characters.
    static func isOnePart(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count <= ScheduleLexer.maximumLength else { return false }
            var visible = false
            for byte in bytes {
                if byte == UInt8(ascii: "+") { return false }
                if byte >= 0x21, byte <= 0x7E { visible = true }
            }
            return visible
        }
    }

    /// Splits text at `+` signs outside quotes, keeping each part's offset.
    static func splitComposition(_ text: String) throws(ScheduleSyntaxError) -> [(text: String, offset: Int)] {
        var parts: [(text: String, offset: Int)] = []
        var current = ""
        var start = 0
        var quote: Character?
        var count = 0
        for (i, c) in text.enumerated() {
            count = i + 1
            guard i < ScheduleLexer.maximumLength else {
                throw ScheduleSyntaxError("the schedule is longer than \(ScheduleLexer.maximumLength) characters",
                                          offset: ScheduleLexer.maximumLength)
            }
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" {
                quote = "\""
            } else if c == "\u{201C}" {
                quote = "\u{201D}"
            } else if c == "+" {
                parts.append((current, start))
                current = ""
                start = i + 1
                continue
            }
            current.append(c)
        }
        parts.append((current, start))
        for part in parts where part.text.allSatisfy(\.isWhitespace) {
            if text.allSatisfy(\.isWhitespace) {
                throw ScheduleSyntaxError("the schedule is empty; write one such as 'daily at 08:00'", offset: 0)
            }
            let at = part.offset > 0 ? part.offset - 1 : min(part.offset, max(0, count - 1))
            throw ScheduleSyntaxError("nothing stands on one side of this '+'; write a schedule on each side",
                                      offset: at)
        }
        return parts
    }
}
