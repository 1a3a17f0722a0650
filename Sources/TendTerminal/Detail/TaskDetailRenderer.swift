import TendCore

/// Renders ``TaskDetailView`` for `tend show`.
public enum TaskDetailRenderer {
    /// The title with the id at the right, the task's fields, then the sections `Contacts`
    /// (when the task has any), `Next`, `Versions` and `Recent records`.
    public static func render(_ view: TaskDetailView, style: TerminalStyle) -> String {
        let width = style.width
        let glyphs = style.glyphs
        var lines = TitleWithID.lines(
            title: printable(view.title), attributes: TextAttributes.bold.colored(view.color),
            id: printable(view.id), width: width)
        lines.append(StyledLine())
        lines += fieldTable(view, glyphs: glyphs).lines(width: width, indent: 2, glyphs: glyphs)
        if !view.contacts.isEmpty {
            lines += [StyledLine(), StyledLine("Contacts", .bold)]
            for contact in view.contacts {
                lines += ContactHeader.lines(contact, width: width, glyphs: glyphs, indent: 2, withDetails: false)
                lines += ContactActionLine.lines(contact, width: width, indent: 2 + ContactHeader.indent(glyphs), glyphs: glyphs)
            }
        }
        lines += section("Next", empty: view.removed == nil ? "nothing scheduled" : "removed", nextTable(view.nextOccurrences), width: width, glyphs: glyphs)
        lines += section("Versions", empty: "none", versionTable(view.versions), width: width, glyphs: glyphs)
        lines += section("Recent records", empty: "nothing recorded yet", recordTable(view.recentRecords, glyphs: glyphs), width: width, glyphs: glyphs)
        return style.render(lines)
    }

    private static func fieldTable(_ view: TaskDetailView, glyphs: Glyphs) -> Table {
        var fields: [(String, Table.Cell)] = [
            ("style", Table.Cell(view.style.rawValue)),
            ("schedule", Table.Cell(printable(view.schedule))),
            ("time zone", Table.Cell(view.zone.map(printable) ?? "follows yours")),
        ]
        if let group = view.group {
            fields.append(("group", Table.Cell(printable(group))))
        }
        if let color = view.color {
            fields.append(("colour", Table.Cell(color.rawValue, TextAttributes.plain.colored(color))))
        }
        if let instructions = view.instructions {
            let paragraphs = printableParagraphs(instructions).split(separator: "\n", omittingEmptySubsequences: false)
            fields.append(("instructions", Table.Cell(paragraphs: paragraphs.map { Span(text: String($0), attributes: .plain) })))
        }
        if let target = view.target {
            fields.append(("target", Table.Cell(printable(target.text(glyphs)))))
        }
        if !view.alerts.isEmpty {
            fields.append(("alerts", Table.Cell(paragraphs: view.alerts.map { Span(text: printable($0), attributes: .plain) })))
        }
        fields.append(("adherence", Table.Cell(view.countsTowardAdherence ? "counts" : "does not count")))
        fields.append(("created", Table.Cell(DateText.short(view.created))))
        if let removed = view.removed {
            fields.append(("removed", Table.Cell(DateText.short(removed))))
        }

        var table = Table(columns: [Table.Column(minimumWidth: .max), Table.Column(minimumWidth: 16, overflow: .wrap)])
        table.rows = fields.map { [Table.Cell($0.0, .dim), $0.1] }
        return table
    }

    private static func nextTable(_ occurrences: [UpcomingOccurrence]) -> Table {
        var table = Table(columns: [
            Table.Column(minimumWidth: .max), Table.Column(minimumWidth: .max), Table.Column(minimumWidth: 8, overflow: .wrap),
        ])
        table.rows = occurrences.map { occurrence in
            [
                Table.Cell(DateText.short(occurrence.date)),
                Table.Cell(occurrence.time?.description ?? "all day"),
                Table.Cell(printable(occurrence.label ?? "")),
            ]
        }
        return table
    }

    /// Each version's number beside when it took effect, with its schedule below that.
    private static func versionTable(_ versions: [ScheduleVersionRow]) -> Table {
        var table = Table(columns: [Table.Column(minimumWidth: .max), Table.Column(minimumWidth: 16, overflow: .wrap)])
        table.rows = versions.map { version in
            [
                Table.Cell("v\(version.number)"),
                Table.Cell(paragraphs: [
                    Span(text: "from " + DateText.short(version.effectiveFrom), attributes: .dim),
                    Span(text: printable(version.schedule), attributes: .plain),
                ]),
            ]
        }
        return table
    }

    private static func recordTable(_ records: [RecordRow], glyphs: Glyphs) -> Table {
        var table = Table(columns: [Table.Column(minimumWidth: .max), Table.Column(minimumWidth: 16, overflow: .wrap)])
        table.rows = records.map { record in
            var what: String
            switch record.kind {
            case .done(let due):
                what = "done (due " + (due.date == record.at.date ? due.time.description : DateText.dayAndTime(due)) + ")"
            case .logged:
                what = "logged"
            }
            for value in record.values {
                what += glyphs.partSeparator + printable(value.text(glyphs))
            }
            if let note = record.note, !note.isEmpty {
                what += glyphs.partSeparator + printable(note)
            }
            return [Table.Cell(DateText.short(record.at)), Table.Cell(what)]
        }
        return table
    }

    /// A blank line, the heading in bold, then the table indented, or `empty` when it has no rows.
    private static func section(_ heading: String, empty: String, _ table: Table, width: Int, glyphs: Glyphs) -> [StyledLine] {
        var lines = [StyledLine(), StyledLine(heading, .bold)]
        if table.rows.isEmpty {
            lines += Wrapping.lines(empty, width: width, indent: 2, attributes: .dim)
        } else {
            lines += table.lines(width: width, indent: 2, glyphs: glyphs)
        }
        return lines
    }
}
