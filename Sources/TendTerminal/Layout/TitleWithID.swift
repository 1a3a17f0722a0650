import TendCore

/// A title with the id people type at the right of its first line:
///
/// ```
/// ☐ Vitamin D                                vitamin-d
/// ```
///
/// A title too long for the line wraps beside the id; when the id leaves less than half the
/// line for the title, the id gets a line of its own below it (more than one if it must).
enum TitleWithID {
    /// - Parameters:
    ///   - marker: what stands in the first `indent` columns of the first line (a box), if anything.
    ///   - markerWidth: the marker's display width, when the caller has measured it.
    ///   - title: printable title text.
    ///   - id: printable id text.
    static func lines(
        marker: Span? = nil, markerWidth: Int? = nil, title: String, attributes: TextAttributes, id: String, width: Int,
        indent: Int = 0
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        append(marker: marker, markerWidth: markerWidth, title: title, attributes: attributes, id: id, width: width,
               indent: indent, to: &lines)
        return lines
    }

    /// The lines of ``lines(marker:markerWidth:title:attributes:id:width:indent:)`` appended to `lines`.
    static func append(
        marker: Span? = nil, markerWidth: Int? = nil, title: String, attributes: TextAttributes, id: String, width: Int,
        indent: Int = 0, to lines: inout some LineSink
    ) {
        let idWidth = DisplayWidth.of(id)
        let (titleWidth, titleIsOneLine) = measure(title)
        let roomBesideID = width - indent - idWidth - 2
        let idFitsBeside = titleWidth <= roomBesideID || roomBesideID >= width / 2
        let rowWidth = idFitsBeside ? roomBesideID : width - indent

        func appendRow(_ row: String, width rowTextWidth: Int, isFirst: Bool) {
            var line = lines.newLine(indent: 0)
            if isFirst, let marker {
                line.append(marker.text, marker.attributes, width: markerWidth ?? DisplayWidth.of(marker.text))
            }
            line.pad(to: indent)
            line.append(row, attributes, width: rowTextWidth)
            if isFirst, idFitsBeside {
                line.pad(to: width - idWidth)
                line.append(id, .dim, width: idWidth)
            }
            lines.append(consume line)
        }

        // Most titles fit on their line as they are: no wrapping, no array of one row.
        if titleIsOneLine, titleWidth <= max(rowWidth, 1) {
            appendRow(title, width: titleWidth, isFirst: true)
        } else {
            for (index, row) in WordWrap.lines(title, width: rowWidth).enumerated() {
                // Wrapping only takes spaces out and breaks lines: a row as long as the title
                // is the title, whose width is measured already.
                appendRow(row, width: row.utf8.count == title.utf8.count ? titleWidth : DisplayWidth.of(row), isFirst: index == 0)
            }
        }
        if !idFitsBeside {
            for piece in WordWrap.lines(id, width: width - indent) {
                let pieceLine = StyledLine(piece, .dim)
                lines.append(.blank(width - pieceLine.width) + pieceLine)
            }
        }
    }

    /// The title's display width, and whether it is its own wrapping (``WordWrap`` keeps a
    /// text that fits as it is when it has no line break and no space to collapse: none
    /// leading, trailing or doubled), from one scan of its bytes when they are printable ASCII.
    private static func measure(_ title: String) -> (width: Int, isOneLine: Bool) {
        let scan = title.utf8.withContiguousStorageIfAvailable(scanASCII) ?? scanASCII(title.utf8)
        if let isOneLine = scan { return (title.utf8.count, isOneLine) }
        return (DisplayWidth.of(title), false)
    }

    /// Whether the bytes, all printable ASCII, have no space to collapse; nil when a byte is
    /// not printable ASCII.
    private static func scanASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool? {
        let space = UInt8(ascii: " ")
        var previous = space
        var collapses = false
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if byte == space, previous == space { collapses = true }
            previous = byte
        }
        return !collapses && previous != space
    }
}
