import TendCore

/// A run of text drawn with the same attributes.
struct Span: Hashable, Sendable {
    var text: String
    var attributes: TextAttributes
}

/// One line of output, kept as plain text with attributes beside it, so that its width is
/// always measured on what the reader sees and never on escape sequences.
///
/// Each piece of text is measured once, when it is first appended: joining lines, padding and
/// trimming spaces add up widths already known (the renderers of `tend today` build every row
/// from pieces, so measuring them again was most of the rendering's work).
struct StyledLine: Hashable, Sendable {
    private(set) var spans: [Span] = []
    /// Display columns of the text (see ``DisplayWidth``).
    private(set) var width = 0

    init() {}

    init(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes)
    }

    /// A line of `text`, whose display width the caller has measured as `width`.
    init(_ text: String, _ attributes: TextAttributes = .plain, width: Int) {
        append(text, attributes, width: width)
    }

    /// A line of `count` spaces.
    static func blank(_ count: Int) -> StyledLine {
        let count = max(count, 0)
        return StyledLine(RepeatedText.of(" ", count: count), width: count)
    }

    /// The plain text, without attributes.
    var text: String { spans.map(\.text).joined() }

    mutating func append(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes, width: DisplayWidth.of(text))
    }

    /// `text`, whose display width the caller has measured as `width`, appended.
    mutating func append(_ text: String, _ attributes: TextAttributes = .plain, width textWidth: Int) {
        guard !text.isEmpty else { return }
        width += textWidth
        if let last = spans.last, last.attributes == attributes {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text: text, attributes: attributes))
        }
    }

    mutating func append(_ line: StyledLine) {
        guard let first = line.spans.first else { return }
        width += line.width
        if let last = spans.last, last.attributes == first.attributes {
            spans[spans.count - 1].text += first.text
            spans += line.spans.dropFirst()
        } else {
            spans += line.spans
        }
    }

    /// Spaces appended up to `columns` display columns.
    mutating func pad(to columns: Int) {
        let count = columns - width
        guard count > 0 else { return }
        append(RepeatedText.of(" ", count: count), width: count)
    }

    /// The line without the spaces at its end.
    func trimmingTrailingSpaces() -> StyledLine {
        var line = self
        while let last = line.spans.last {
            // Each space is one column; a space that a character before it joins is not one.
            let spaces = last.text.reversed().prefix { $0 == " " }.count
            line.width -= spaces
            if spaces == last.text.count {
                line.spans.removeLast()
                continue
            }
            if spaces > 0 {
                line.spans[line.spans.count - 1].text = String(last.text.dropLast(spaces))
            }
            break
        }
        return line
    }

    static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var joined = left
        joined.append(right)
        return joined
    }
}
