/// How much a vCard line is preferred among lines of its kind: vCard 4.0's `PREF=1` (most) to
/// `PREF=100` (least), vCard 3.0's `TYPE=pref` counting as 1, and a line with neither after all
/// that have one. tend keeps each list in this order, the first being the one it uses first.
enum VCardPreference {
    /// The rank of `line`; lower comes first.
    static func rank(of line: ContentLine) -> Int {
        if let text = line.parameter("PREF"), let value = Int(text.trimmingBlanks), (1...100).contains(value) {
            return value
        }
        return VCardLabel.types(of: line).contains("pref") ? 1 : 101
    }

    /// `items` ordered by rank, equal ranks in the order written.
    static func ordered<Item>(_ items: [(rank: Int, item: Item)]) -> [Item] {
        items.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.item)
    }
}
