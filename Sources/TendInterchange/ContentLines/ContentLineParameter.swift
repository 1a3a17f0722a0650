/// One parameter of a content line, such as `TZID=Europe/Berlin` or `TYPE=home,voice`.
public struct ContentLineParameter: Hashable, Sendable {
    /// The name, upper-cased (names are case-insensitive).
    public var name: String
    /// The values, unquoted and with RFC 6868 `^` escapes decoded; empty for a bare vCard 2.1
    /// parameter such as `TEL;HOME:`.
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }

    /// The first value, or nil for a bare parameter.
    public var value: String? { values.first }
}
