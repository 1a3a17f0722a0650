import TendCore

/// Columns of text that stay aligned whatever the characters' display widths.
///
/// Each column starts as wide as its widest cell (or header). When the table is wider than
/// the room it has, the widest column gives up a column at a time, down to its minimum, until
/// the table fits; if the minimums alone are too wide, wrapped columns give way further. A
/// narrowed cell is either truncated with `…` or wrapped onto more lines, as its column says.
/// Lines never carry trailing spaces.
struct Table {
    /// What happens to a cell wider than its column.
    enum Overflow {
        case truncate
        case wrap
    }

    enum Alignment {
        case left
        case right
    }

    struct Column {
        /// The header text; tables without a header row leave every header empty.
        var header = ""
        /// The narrowest the column may become when the table is short of room; a column is
        /// never made narrower than this unless its content is, and `.max` keeps it whole.
        var minimumWidth = 1
        var overflow = Overflow.truncate
        var alignment = Alignment.left
        /// Spaces before the column (ignored for the first one).
        var spacing = 2
        /// The widest cell of rows drawn in other pieces of the same table: the column starts at
        /// least this wide, so that every piece is drawn with the widths of the whole.
        var contentWidth = 0
    }

    /// One cell: one or more paragraphs, each starting a new line.
    struct Cell {
        var paragraphs: [Span]

        init(_ text: String, _ attributes: TextAttributes = .plain) {
            paragraphs = [Span(text: text, attributes: attributes)]
        }

        init(paragraphs: [Span]) {
            self.paragraphs = paragraphs
        }

        /// The width of its widest paragraph, unwrapped.
        var naturalWidth: Int { paragraphs.map { DisplayWidth.of($0.text) }.max() ?? 0 }
    }

    var columns: [Column]
    var rows: [[Cell]] = []

    private var hasHeader: Bool { columns.contains { !$0.header.isEmpty } }

    /// The table's lines, each at most `width` columns wide after `indent` leading spaces;
    /// truncated cells end in the glyphs' ellipsis.
    func lines(width: Int, indent: Int = 0, glyphs: Glyphs) -> [StyledLine] {
        let widths = columnWidths(available: width - indent)
        var result: [StyledLine] = []
        if hasHeader {
            let headers = columns.map { Cell($0.header, .bold) }
            result += rowLines(headers, widths: widths, indent: indent, ellipsis: glyphs.ellipsis)
        }
        for row in rows {
            result += rowLines(row, widths: widths, indent: indent, ellipsis: glyphs.ellipsis)
        }
        return result
    }

    /// The narrowest the table can become without giving a column less than its minimum.
    var minimumWidth: Int {
        zip(naturalWidths, columns).reduce(totalSpacing) { $0 + min($1.0, $1.1.minimumWidth) }
    }

    /// Each column's width when nothing has to give way.
    private var naturalWidths: [Int] {
        columns.indices.map { index in
            let cellWidths = rows.map { $0[index].naturalWidth }
            return max(DisplayWidth.of(columns[index].header), columns[index].contentWidth, cellWidths.max() ?? 0)
        }
    }

    private var totalSpacing: Int { columns.dropFirst().reduce(0) { $0 + $1.spacing } }

    private func columnWidths(available: Int) -> [Int] {
        var widths = naturalWidths
        var excess = widths.reduce(totalSpacing, +) - available
        while excess > 0 {
            // Columns above their minimum give way first; when none is left, wrapped columns
            // (which lose nothing by narrowing) go below their minimum before truncated ones.
            let aboveMinimum = widths.indices.filter { widths[$0] > max(columns[$0].minimumWidth, 1) }
            let wrapping = widths.indices.filter { columns[$0].overflow == .wrap && widths[$0] > 1 }
            let candidates = !aboveMinimum.isEmpty ? aboveMinimum
                : !wrapping.isEmpty ? wrapping
                : widths.indices.filter { widths[$0] > 1 }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    private func rowLines(_ row: [Cell], widths: [Int], indent: Int, ellipsis: String) -> [StyledLine] {
        let cellLines = columns.indices.map { index in
            fittedLines(row[index], column: columns[index], width: widths[index], ellipsis: ellipsis)
        }
        let height = cellLines.map(\.count).max() ?? 0
        return (0..<height).map { lineIndex in
            let lastFilled = cellLines.indices.last { lineIndex < cellLines[$0].count && cellLines[$0][lineIndex].width > 0 }
            guard let lastFilled else { return StyledLine() }
            var line = StyledLine.blank(indent)
            for index in 0...lastFilled {
                if index > 0 {
                    line.append(RepeatedText.of(" ", count: columns[index].spacing))
                }
                let piece = lineIndex < cellLines[index].count ? cellLines[index][lineIndex] : StyledLine()
                let padding = StyledLine.blank(widths[index] - piece.width)
                switch columns[index].alignment {
                case .left:
                    line.append(index == lastFilled ? piece : piece + padding)
                case .right:
                    line.append(padding + piece)
                }
            }
            return line
        }
    }

    private func fittedLines(_ cell: Cell, column: Column, width: Int, ellipsis: String) -> [StyledLine] {
        cell.paragraphs.flatMap { paragraph -> [StyledLine] in
            switch column.overflow {
            case .truncate:
                return [StyledLine(Truncation.truncate(paragraph.text, toWidth: width, ellipsis: ellipsis), paragraph.attributes)]
            case .wrap:
                return WordWrap.lines(paragraph.text, width: width).map { StyledLine($0, paragraph.attributes) }
            }
        }
    }
}
