import TendCore

/// The grid style: a compact cell per occurrence, `[☑ 08:00] [☐ 12:00]` (`[x] 08:00  [ ] 12:00`
/// in ASCII), as many to a line as fit, then a line that says how many are done and which are
/// overdue or next.
enum GridCells {
    /// The widest a cell's name may be before it is truncated.
    static let maximumNameWidth = 12

    /// The cells' lines and the summary line, appended to `lines`.
    static func append(_ rows: [OccurrenceRow], width: Int, glyphs cardGlyphs: CardGlyphs, to lines: inout some LineSink) {
        guard !rows.isEmpty else { return }
        let glyphs = cardGlyphs.glyphs
        let indent = cardGlyphs.indent
        let frameWidth = glyphs.framesGridCells ? 2 : 0
        var line = lines.newLine(indent: indent)
        for row in rows {
            let boxWidth = cardGlyphs.boxWidth(row.status)
            // A cell without a label is named by its time, written into the line as digits.
            if row.label?.isEmpty ?? true, let time = row.time {
                let cellWidth = frameWidth + boxWidth + 1 + TimeText.width(time)
                startCell(ofWidth: cellWidth, on: &line, lines: &lines, width: width, indent: indent, glyphs: glyphs)
                appendCell(status: row.status, cellWidth: cellWidth, glyphs: cardGlyphs, to: &line) {
                    TimeText.append(time, to: &$0)
                }
                continue
            }
            // A name of printable ASCII takes a column a byte and joins nothing around it, so
            // the cell's width is the sum of its pieces' and its pieces go onto the line one by
            // one; a cell with any other name is built whole and measured whole.
            let shortName = row.shortName
            let isASCII = isPrintableASCII(shortName)
            if isASCII, shortName.utf8.count <= maximumNameWidth {
                let cellWidth = frameWidth + boxWidth + 1 + shortName.utf8.count
                startCell(ofWidth: cellWidth, on: &line, lines: &lines, width: width, indent: indent, glyphs: glyphs)
                appendCell(status: row.status, cellWidth: cellWidth, glyphs: cardGlyphs, to: &line) {
                    $0.append(contentsOf: shortName.utf8)
                }
                continue
            }
            let name = Truncation.truncate(shortName, toWidth: maximumNameWidth, ellipsis: glyphs.ellipsis)
            let cell = glyphs.gridCell(box: row.status.box(glyphs), name: name)
            let cellWidth = isASCII && isPrintableASCII(name)
                ? frameWidth + boxWidth + 1 + name.utf8.count
                : DisplayWidth.of(cell)
            startCell(ofWidth: cellWidth, on: &line, lines: &lines, width: width, indent: indent, glyphs: glyphs)
            line.append(cell, row.status.attributes, width: cellWidth)
        }
        lines.append(consume line)
        Wrapping.appendJoined(
            summary(rows), width: width, indent: indent, separator: glyphs.separator, separatorWidth: cardGlyphs.separatorWidth,
            to: &lines)
    }

    /// Room for a cell of `cellWidth` columns: a new line when it does not fit on `line` after
    /// the cells there, else the spacing after them.
    private static func startCell(
        ofWidth cellWidth: Int, on line: inout StyledLine, lines: inout some LineSink, width: Int, indent: Int, glyphs: Glyphs
    ) {
        if line.width > indent, line.width + glyphs.gridCellSpacing + cellWidth > width {
            lines.append(consume line)
            line = lines.newLine(indent: indent)
        }
        if line.width > indent { line.appendSpaces(glyphs.gridCellSpacing) }
    }

    /// The cell ``Glyphs/gridCell(box:name:)`` draws for an occurrence in `status`, `cellWidth`
    /// columns, appended piece by piece: the same bytes in one run, without building its text.
    /// `name` appends the name's bytes, printable ASCII.
    private static func appendCell(
        status: OccurrenceStatus, cellWidth: Int, glyphs: CardGlyphs, to line: inout StyledLine,
        name: (inout [UInt8]) -> Void
    ) {
        line.append(status.attributes, width: cellWidth) { bytes in
            bytes.append(contentsOf: glyphs.cellOpening(status))
            name(&bytes)
            if glyphs.glyphs.framesGridCells { bytes.append(UInt8(ascii: "]")) }
        }
    }

    /// `2 of 6 done · overdue 12:00, 14:00 · next 16:00`: the names of the overdue, missed and
    /// next occurrences gathered in one pass over the rows.
    private static func summary(_ rows: [OccurrenceRow]) -> [Span] {
        var overdue = "", missed = "", next = ""
        for row in rows {
            switch row.status {
            case .overdue: list(row, in: &overdue)
            case .missed: list(row, in: &missed)
            case .next: list(row, in: &next)
            case .done, .upcoming: continue
            }
        }
        var parts: [Span] = []
        parts.reserveCapacity(4)
        parts.append(Span(text: rows.doneCountText, attributes: .plain))
        func add(_ status: OccurrenceStatus, _ names: String) {
            guard !names.isEmpty, let word = status.stateWord else { return }
            parts.append(Span(text: word + names, attributes: status.attributes))
        }
        add(.overdue, overdue)
        add(.missed, missed)
        add(.next, next)
        return parts
    }

    /// `row`'s name added to `names`: ` 12:00`, then `, 14:00`.
    private static func list(_ row: OccurrenceRow, in names: inout String) {
        names += names.isEmpty ? " " : ", "
        names += row.shortName
    }
}
