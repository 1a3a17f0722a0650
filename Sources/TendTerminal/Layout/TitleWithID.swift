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
    ///   - title: printable title text.
    ///   - id: printable id text.
    static func lines(
        marker: Span? = nil, title: String, attributes: TextAttributes, id: String, width: Int, indent: Int = 0
    ) -> [StyledLine] {
        let idWidth = DisplayWidth.of(id)
        let roomBesideID = width - indent - idWidth - 2
        let idFitsBeside = DisplayWidth.of(title) <= roomBesideID || roomBesideID >= width / 2
        let titleRows = WordWrap.lines(title, width: idFitsBeside ? roomBesideID : width - indent)

        var lines = titleRows.enumerated().map { index, row in
            var line = StyledLine()
            if index == 0, let marker {
                line.append(marker.text, marker.attributes)
            }
            line.pad(to: indent)
            line.append(row, attributes)
            return line
        }
        if idFitsBeside {
            lines[0].pad(to: width - idWidth)
            lines[0].append(id, .dim)
        } else {
            for piece in WordWrap.lines(id, width: width - indent) {
                let pieceLine = StyledLine(piece, .dim)
                lines.append(.blank(width - pieceLine.width) + pieceLine)
            }
        }
        return lines
    }
}
