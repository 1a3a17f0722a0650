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
        /// The end of the text that truncation never cuts (a marker such as ` (removed)`): the
        /// text before it gives way instead.
        var keptEnd = ""

        init(_ text: String, _ attributes: TextAttributes = .plain, keepingEnd keptEnd: String = "") {
            paragraphs = [Span(text: text + keptEnd, attributes: attributes)]
            self.keptEnd = keptEnd
        }

        init(paragraphs: [Span]) {
            self.paragraphs = paragraphs
        }

        /// The width of each paragraph, unwrapped.
        var paragraphWidths: [Int] { paragraphs.map { DisplayWidth.of($0.text) } }

        /// The width of its widest paragraph, unwrapped.
        var naturalWidth: Int { paragraphWidths.max() ?? 0 }
    }

    var columns: [Column]
    var rows: [[Cell]] = []

    private var hasHeader: Bool { columns.contains { !$0.header.isEmpty } }

    /// The table's lines, each at most `width` columns wide after `indent` leading spaces;
    /// truncated cells end in the glyphs' ellipsis.
    func lines(width: Int, indent: Int = 0, glyphs: Glyphs) -> [StyledLine] {
        let measured = MeasuredRows(self)
        let widths = columnWidths(available: width - indent, natural: measured.naturalWidths)
        var result: [StyledLine] = []
        if hasHeader {
            let headers = columns.map { Cell($0.header, .bold) }
            result += rowLines(headers, measured: measured.headerWidths, widths: widths, indent: indent, ellipsis: glyphs.ellipsis)
        }
        for (row, cellWidths) in zip(rows, measured.cellWidths) {
            result += rowLines(row, measured: cellWidths, widths: widths, indent: indent, ellipsis: glyphs.ellipsis)
        }
        return result
    }

    /// The narrowest the table can become without giving a column less than its minimum.
    var minimumWidth: Int {
        zip(MeasuredRows(self).naturalWidths, columns).reduce(totalSpacing) { $0 + min($1.0, $1.1.minimumWidth) }
    }

    /// The display width of every paragraph of every cell and header, each measured once.
    private struct MeasuredRows {
        /// Per row, per column, per paragraph.
        var cellWidths: [[[Int]]]
        /// Per column: the header's width, as the one paragraph of a header cell.
        var headerWidths: [[Int]]
        /// Each column's width when nothing has to give way.
        var naturalWidths: [Int]

        init(_ table: Table) {
            let cells = table.rows.map { row in row.map(\.paragraphWidths) }
            let headers = table.columns.map { [DisplayWidth.of($0.header)] }
            naturalWidths = table.columns.indices.map { index in
                cells.reduce(max(headers[index][0], table.columns[index].contentWidth)) { widest, row in
                    max(widest, row[index].max() ?? 0)
                }
            }
            cellWidths = cells
            headerWidths = headers
        }
    }

    private var totalSpacing: Int { columns.dropFirst().reduce(0) { $0 + $1.spacing } }

    private func columnWidths(available: Int, natural: [Int]) -> [Int] {
        var widths = natural
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

    private func rowLines(_ row: [Cell], measured: [[Int]], widths: [Int], indent: Int, ellipsis: String) -> [StyledLine] {
        if let line = wholeCellsLine(row, measured: measured, widths: widths, indent: indent, ellipsis: ellipsis) {
            return [line]
        }
        let cellLines = columns.indices.map { index in
            fittedLines(row[index], measured: measured[index], column: columns[index], width: widths[index], ellipsis: ellipsis)
        }
        let height = cellLines.map(\.count).max() ?? 0
        return (0..<height).map { lineIndex in
            let lastFilled = cellLines.indices.last { lineIndex < cellLines[$0].count && cellLines[$0][lineIndex].width > 0 }
            guard let lastFilled else { return StyledLine() }
            let pieces = cellLines.map { lineIndex < $0.count ? $0[lineIndex] : StyledLine() }
            return line(
                through: lastFilled, widths: widths, indent: indent,
                pieceWidth: { pieces[$0].width }, appendPiece: { index, line in line.append(pieces[index]) })
        }
    }

    /// The row's one line when each of its cells is one paragraph that fits its column as it
    /// is, or is cut to it in a truncating column (most rows), written from the cells' text
    /// without a line for each; nil otherwise.
    private func wholeCellsLine(_ row: [Cell], measured: [[Int]], widths: [Int], indent: Int, ellipsis: String) -> StyledLine? {
        var lastFilled: Int?
        // The text cut to its column, and its width, of each cell too wide for it.
        var cut: [(text: String, width: Int)?] = []
        for index in columns.indices {
            let cell = row[index]
            guard cell.paragraphs.count == 1 else { return nil }
            var width = measured[index][0]
            if width > widths[index] {
                // What `fittedLines` writes for it: the truncation, measured.
                guard columns[index].overflow == .truncate else { return nil }
                let text = Truncation.truncate(cell.paragraphs[0].text, keepingEnd: cell.keptEnd, toWidth: widths[index], ellipsis: ellipsis)
                width = DisplayWidth.of(text)
                if cut.isEmpty { cut = Array(repeating: nil, count: columns.count) }
                cut[index] = (text, width)
            } else if columns[index].overflow == .wrap {
                // Wrapping only takes spaces out and breaks lines: one row as long as the text is the text.
                let wrapped = WordWrap.lines(cell.paragraphs[0].text, width: widths[index])
                guard wrapped.count == 1, wrapped[0].utf8.count == cell.paragraphs[0].text.utf8.count else { return nil }
            }
            if width > 0 { lastFilled = index }
        }
        guard let lastFilled else { return StyledLine() }
        // Each column's piece: its cut text, or its cell's text as measured.
        func piece(_ index: Int) -> (text: String, width: Int) {
            (cut.isEmpty ? nil : cut[index]) ?? (row[index].paragraphs[0].text, measured[index][0])
        }
        return line(
            through: lastFilled, widths: widths, indent: indent, pieceWidth: { piece($0).width },
            appendPiece: { index, line in
                let (text, width) = piece(index)
                line.append(text, row[index].paragraphs[0].attributes, width: width)
            })
    }

    /// One line of the table: after `indent` spaces, the pieces of the columns up to
    /// `lastFilled`, each aligned in its column's width; `appendPiece` writes a column's piece,
    /// `pieceWidth` wide, at the end of the line.
    private func line(
        through lastFilled: Int, widths: [Int], indent: Int, pieceWidth: (Int) -> Int,
        appendPiece: (Int, inout StyledLine) -> Void
    ) -> StyledLine {
        var line = StyledLine.blank(indent)
        for index in 0...lastFilled {
            if index > 0 {
                line.pad(to: line.width + columns[index].spacing)
            }
            let end = line.width + widths[index]
            switch columns[index].alignment {
            case .left:
                appendPiece(index, &line)
                if index < lastFilled { line.pad(to: end) }
            case .right:
                line.pad(to: end - pieceWidth(index))
                appendPiece(index, &line)
            }
        }
        return line
    }

    /// The lines of one cell in a column `width` wide; `measured` holds its paragraphs' widths.
    private func fittedLines(_ cell: Cell, measured: [Int], column: Column, width: Int, ellipsis: String) -> [StyledLine] {
        zip(cell.paragraphs, measured).flatMap { paragraph, paragraphWidth -> [StyledLine] in
            switch column.overflow {
            case .truncate:
                guard paragraphWidth > width else { return [StyledLine(paragraph.text, paragraph.attributes, width: paragraphWidth)] }
                let cut = Truncation.truncate(paragraph.text, keepingEnd: cell.keptEnd, toWidth: width, ellipsis: ellipsis)
                return [StyledLine(cut, paragraph.attributes)]
            case .wrap:
                let wrapped = WordWrap.lines(paragraph.text, width: width)
                if wrapped.count == 1, wrapped[0] == paragraph.text {
                    return [StyledLine(paragraph.text, paragraph.attributes, width: paragraphWidth)]
                }
                return wrapped.map { StyledLine($0, paragraph.attributes) }
            }
        }
    }
}
