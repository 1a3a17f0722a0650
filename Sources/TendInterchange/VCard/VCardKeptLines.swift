/// The vCard lines a contact keeps beside its fields (`Contact.extraVCard`: unfolded lines, one
/// per line), in three kinds:
/// - the card's `UID`, when it is not the one tend would make (`tend-<id>`);
/// - lines of a field tend holds that say more than the field (a structured `ADR`, a middle name
///   in `N`), marked with the parameter `X-TEND-MAPPED`: written instead of the field's own line
///   while the field still reads the same from them, dropped once the field has been changed;
/// - every other line tend does not map, written back as it was.
struct VCardKeptLines: Hashable {
    /// The parameter that marks a kept line of a mapped field.
    static let mappedMarker = "X-TEND-MAPPED"

    var uid: ContentLine?
    /// The kept lines of mapped fields, without their marker.
    var mapped: [ContentLine] = []
    var others: [ContentLine] = []

    init(uid: ContentLine? = nil, mapped: [ContentLine] = [], others: [ContentLine] = []) {
        self.uid = uid
        self.mapped = mapped
        self.others = others
    }

    /// The lines of `text` sorted into their kinds; a line that does not parse is left out.
    init(_ text: String?) {
        guard let text else { return }
        for row in text.split(separator: "\n") {
            guard var line = try? ContentLineParser.parse(UnfoldedLine(text: String(row), line: 0)) else { continue }
            if line.name == "UID" && line.group == nil && uid == nil {
                uid = line
            } else if line.parameters.contains(where: { $0.name == Self.mappedMarker }) {
                line.parameters.removeAll { $0.name == Self.mappedMarker }
                mapped.append(line)
            } else {
                others.append(line)
            }
        }
    }

    /// The text for `Contact.extraVCard`, nil when nothing is kept.
    var text: String? {
        var rows: [String] = []
        if let uid { rows.append(ContentLineWriter.unfolded(Self.plain(uid))) }
        for var line in mapped.sorted(by: { Self.mappedOrder($0) < Self.mappedOrder($1) }) {
            line.parameters.insert(ContentLineParameter(name: Self.mappedMarker, values: []), at: 0)
            rows.append(ContentLineWriter.unfolded(Self.plain(line)))
        }
        rows += others.map { ContentLineWriter.unfolded(Self.plain($0)) }
        return rows.isEmpty ? nil : rows.joined(separator: "\n")
    }

    /// Where a kept line of a mapped field is stored: in the order `VCardExport` writes the
    /// fields, so that a card read back from tend's export keeps the same text.
    private static func mappedOrder(_ line: ContentLine) -> Int {
        ["FN", "N", "ORG", "TITLE", "ROLE", "CATEGORIES", "ADR", "NOTE"].firstIndex(of: line.name) ?? Int.max
    }

    /// The groups the kept lines use, upper-cased.
    var groups: Set<String> {
        Set((mapped + others).compactMap { $0.group?.uppercased() })
    }

    /// `line` without its line number, as a kept line is stored and compared.
    static func plain(_ line: ContentLine) -> ContentLine {
        var line = line
        line.line = 0
        return line
    }
}
