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
        let titleWidth = DisplayWidth.of(title)
        let roomBesideID = width - indent - idWidth - 2
        let idFitsBeside = titleWidth <= roomBesideID || roomBesideID >= width / 2

        func firstLine() -> StyledLine {
            var line = lines.newLine(indent: 0)
            if let marker {
                line.append(marker.text, marker.attributes, width: markerWidth ?? DisplayWidth.of(marker.text))
            }
            line.pad(to: indent)
            return line
        }

        let titleRows = WordWrap.lines(title, width: idFitsBeside ? roomBesideID : width - indent)
        for (index, row) in titleRows.enumerated() {
            var line = index == 0 ? firstLine() : lines.newLine(indent: indent)
            // Wrapping only takes spaces out and breaks lines: a row as long as the title is the
            // title, whose width is measured already.
            if row.utf8.count == title.utf8.count {
                line.append(row, attributes, width: titleWidth)
            } else {
                line.append(row, attributes)
            }
            if index == 0, idFitsBeside {
                line.pad(to: width - idWidth)
                line.append(id, .dim, width: idWidth)
            }
            lines.append(consume line)
        }
        if !idFitsBeside {
            for piece in WordWrap.lines(id, width: width - indent) {
                let pieceLine = StyledLine(piece, .dim)
                lines.append(.blank(width - pieceLine.width) + pieceLine)
            }
        }
    }
}
