import TendCore

/// Renders ``ContactDetailView`` for `tend contact show`: CareKit's detailed contact view.
public enum ContactDetailRenderer {
    /// The header, the role as instructions, every number and address under the action that
    /// uses it (with its label), the note, then the section `Tasks`, each task's title with its id at the right.
    public static func render(_ view: ContactDetailView, style: TerminalStyle) -> String {
        let contact = view.contact
        let (width, glyphs) = (style.width, style.glyphs)
        let indent = ContactHeader.indent(glyphs)
        var lines = ContactHeader.lines(contact, width: width, glyphs: glyphs)
        if let role = contact.role {
            lines.append(StyledLine())
            lines += Wrapping.lines(printableParagraphs(role), width: width, indent: indent)
        }
        let table = fieldTable(contact)
        if !table.rows.isEmpty {
            lines.append(StyledLine())
            lines += table.lines(width: width, indent: indent, glyphs: glyphs)
        }
        lines += [StyledLine(), StyledLine("Tasks", .bold)]
        if view.tasks.isEmpty {
            lines += Wrapping.lines("none linked; link one with: tend edit TASK --contact \(printable(contact.id))",
                                    width: width, indent: 2, attributes: .dim)
        } else {
            for task in view.tasks {
                lines += TitleWithID.lines(title: printable(task.title), attributes: .plain, id: printable(task.id),
                                           width: width, indent: 2)
            }
        }
        return style.render(lines)
    }

    /// Rows of the action (on the first row of its values), the label and the value.
    private static func fieldTable(_ contact: Contact) -> Table {
        var table = Table(columns: [
            Table.Column(minimumWidth: .max), Table.Column(minimumWidth: 6), Table.Column(minimumWidth: 12, overflow: .wrap),
        ])
        func add(_ name: String, _ values: [LabeledValue]) {
            for (index, value) in values.enumerated() {
                table.rows.append([
                    Table.Cell(index == 0 ? name : "", .dim), Table.Cell(printable(value.label ?? ""), .dim),
                    Table.Cell(printable(value.value)),
                ])
            }
        }
        add("call", contact.phones)
        add("message", contact.messagingNumbers)
        add("email", contact.emails)
        var place: [Span] = []
        if let address = contact.address {
            place += printableParagraphs(address).split(whereSeparator: \.isNewline).map { Span(text: String($0), attributes: .plain) }
        }
        if let point = contact.coordinates {
            let text = ContactLinkBuilder.degrees(point.latitude) + ", " + ContactLinkBuilder.degrees(point.longitude)
            place.append(Span(text: text, attributes: .plain))
        }
        if !place.isEmpty { table.rows.append([Table.Cell("map", .dim), Table.Cell(""), Table.Cell(paragraphs: place)]) }
        if let note = contact.note {
            let paragraphs = printableParagraphs(note).split(separator: "\n", omittingEmptySubsequences: false)
            table.rows.append([
                Table.Cell("note", .dim), Table.Cell(""),
                Table.Cell(paragraphs: paragraphs.map { Span(text: String($0), attributes: .plain) }),
            ])
        }
        return table
    }
}
