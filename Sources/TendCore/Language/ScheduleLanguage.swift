/// The schedule language: English phrases such as `daily at 08:00 and 20:00 for 10 days`,
/// RFC 5545 rules, and compositions of both joined by `+`.
public enum ScheduleLanguage {
    /// Reads a schedule. Errors carry the position of the problem and a likely correction.
    public static func parse(_ text: String, options: ScheduleParsingOptions) throws(ScheduleSyntaxError) -> Schedule {
        let segments = try splitComposition(text)
        var elements: [ScheduleElement] = []
        var zoneName: String?
        for segment in segments {
            let parsed: (elements: [ScheduleElement], zone: (name: String, offset: Int, length: Int)?)
            if RFC5545Reader.looksLikeRFC5545(segment.text) {
                parsed = try RFC5545Reader.parse(segment.text, offset: segment.offset, options: options)
            } else {
                var parser = try PhraseParser(text: segment.text, offset: segment.offset, options: options)
                parsed = try parser.parseElement()
            }
            if let zone = parsed.zone {
                if let zoneName, zoneName != zone.name {
                    throw ScheduleSyntaxError("a schedule can be pinned to one zone only; it already names '\(zoneName)'",
                                              offset: zone.offset, length: zone.length)
                }
                zoneName = zone.name
            }
            elements += parsed.elements
            guard elements.count <= maximumElements else {
                throw ScheduleSyntaxError("a schedule can have at most \(maximumElements) parts",
                                          offset: segment.offset, length: segment.text.count)
            }
        }
        return Schedule(elements: elements, zoneName: zoneName)
    }

    /// The longest schedule text tend reads, in characters.
    public static let maximumCharacters = 4_000

    /// The most elements one schedule may have.
    public static let maximumElements = 64

    /// Splits text at `+` signs outside quotes, keeping each part's offset.
    static func splitComposition(_ text: String) throws(ScheduleSyntaxError) -> [(text: String, offset: Int)] {
        // Most texts have no '+' at all (every stored one is read again by every command): then
        // the text is one part, found from its bytes without walking its characters (a visible
        // ASCII character shows that it is not empty).
        if text.utf8.count <= ScheduleLexer.maximumLength, !text.utf8.contains(UInt8(ascii: "+")),
           text.utf8.contains(where: { (0x21...0x7E).contains($0) }) {
            return [(text, 0)]
        }
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
