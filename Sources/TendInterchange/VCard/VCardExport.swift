import TendCore

/// Contacts as vCard 3.0 (RFC 2426), the version Nextcloud, DAVx5 and khard read reliably: the
/// fields tend holds, then every line it kept from an imported card, so that what came in goes
/// out again.
public enum VCardExport {
    /// The `PRODID` of tend's cards.
    static let productID = "-//tend//tend//EN"

    /// The cards of `contacts`, one after another, folded at 75 octets with CRLF line endings.
    public static func text(for contacts: [Contact]) -> String {
        contacts.map { ContentLineWriter.write(card(for: $0)) }.joined()
    }

    /// The `VCARD` component of `contact`.
    public static func card(for contact: Contact) -> ContentComponent {
        let kept = VCardKeptLines(contact.extraVCard)
        var lines = [
            ContentLine(name: "VERSION", value: "3.0"),
            ContentLine(name: "PRODID", value: productID),
            kept.uid ?? ContentLine(name: "UID", value: VCardUID.made(for: contact.id)),
        ]
        lines.append(keptOrMade(VCardFields.text("FN", contact.name), kept) { VCardFields.text(of: $0) == contact.name })
        // A contact made in tend without name parts gets an N made from its full name; a card
        // from elsewhere goes out with the N it came with.
        let madeInTend = kept.uid == nil
        let nameParts = contact.nameParts.isEmpty && madeInTend ? VCardFields.nameParts(fromFullName: contact.name) : contact.nameParts
        lines.append(keptOrMade(VCardFields.name(nameParts), kept) { VCardFields.nameParts(of: $0) == contact.nameParts })
        if let organization = contact.organization {
            lines.append(keptOrMade(VCardFields.organization(organization), kept) { VCardFields.organization(of: $0) == organization })
        }
        for (name, text) in [("TITLE", contact.title), ("ROLE", contact.role)] {
            guard let text else { continue }
            lines.append(keptOrMade(VCardFields.text(name, text), kept) { VCardFields.text(of: $0) == text })
        }
        if let category = contact.category {
            lines.append(keptOrMade(VCardFields.category(category), kept) { VCardFields.category(of: $0) == category })
        }
        var groups = GroupNames(taken: kept.groups)
        lines += labelledLines("TEL", contact.phones, known: VCardLabel.phoneTypes, groups: &groups)
        lines += labelledLines("TEL", contact.messagingNumbers, known: VCardLabel.phoneTypes, marking: VCardLabel.messaging,
                               groups: &groups)
        lines += labelledLines("EMAIL", contact.emails, known: VCardLabel.emailTypes, groups: &groups)
        if let address = contact.address {
            lines.append(keptOrMade(VCardFields.address(address), kept) { VCardFields.address(of: $0) == address })
        }
        if let coordinates = contact.coordinates { lines.append(VCardFields.coordinates(coordinates)) }
        if let note = contact.note {
            lines.append(keptOrMade(VCardFields.text("NOTE", note), kept) { VCardFields.text(of: $0) == note })
        }
        return ContentComponent(name: "VCARD", properties: lines + kept.others)
    }

    /// The kept line of `made`'s property that still reads as the field (`matches`), else `made`.
    private static func keptOrMade(_ made: ContentLine, _ kept: VCardKeptLines, matches: (ContentLine) -> Bool) -> ContentLine {
        kept.mapped.first { $0.name == made.name && matches($0) } ?? made
    }

    /// One `TEL` or `EMAIL` line per value, in order; the first of several marked `TYPE=pref`.
    /// A label of TYPE words is written as `TYPE`, any other as an `X-ABLabel` in a group.
    private static func labelledLines(_ name: String, _ values: [LabeledValue], known: Set<String>, marking: String? = nil,
                                      groups: inout GroupNames) -> [ContentLine] {
        var lines: [ContentLine] = []
        for (index, labelled) in values.enumerated() {
            var types: [String] = []
            var custom: String?
            if let label = labelled.label {
                if let words = VCardLabel.types(for: VCardLabel.typeWord(for: label, of: name), known: known) {
                    types = words
                } else {
                    custom = label
                }
            }
            if let marking { types.append(marking) }
            if index == 0 && values.count > 1 { types.append("pref") }
            let value = name == "EMAIL" ? TextValue.escape(labelled.value) : labelled.value
            let parameters = types.isEmpty ? [] : [ContentLineParameter(name: "TYPE", values: types)]
            guard let custom else {
                lines.append(ContentLine(name: name, parameters: parameters, value: value))
                continue
            }
            let group = groups.next()
            lines.append(ContentLine(group: group, name: name, parameters: parameters, value: value))
            lines.append(ContentLine(group: group, name: "X-ABLabel", value: TextValue.escape(custom)))
        }
        return lines
    }

    /// Group names `item1`, `item2`, … that no kept line uses.
    private struct GroupNames {
        let taken: Set<String>
        var number = 0

        mutating func next() -> String {
            repeat { number += 1 } while taken.contains("ITEM\(number)")
            return "item\(number)"
        }
    }
}
