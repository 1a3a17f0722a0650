import TendCore

/// A run of text drawn with the same attributes.
struct Span: Hashable, Sendable {
    var text: String
    var attributes: TextAttributes
}

/// One line of output, kept as plain text with attributes beside it, so that its width is
/// always measured on what the reader sees and never on escape sequences.
struct StyledLine: Hashable, Sendable {
    private(set) var spans: [Span] = []
    /// Display columns of the text (see ``DisplayWidth``).
    private(set) var width = 0

    init() {}

    init(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes)
    }

    /// A line of `count` spaces.
    static func blank(_ count: Int) -> StyledLine {
        StyledLine(RepeatedText.of(" ", count: max(count, 0)))
    }

    /// The plain text, without attributes.
    var text: String { spans.map(\.text).joined() }

    mutating func append(_ text: String, _ attributes: TextAttributes = .plain) {
        guard !text.isEmpty else { return }
        width += DisplayWidth.of(text)
        if let last = spans.last, last.attributes == attributes {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text: text, attributes: attributes))
        }
    }

    mutating func append(_ line: StyledLine) {
        for span in line.spans {
            append(span.text, span.attributes)
        }
    }

    /// Spaces appended up to `columns` display columns.
    mutating func pad(to columns: Int) {
        append(RepeatedText.of(" ", count: max(columns - width, 0)))
    }

    static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var joined = left
        joined.append(right)
        return joined
    }
}
