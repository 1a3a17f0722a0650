/// Where an object's members go one by one: a `JSONTextBuilder` writing them out at once, or a
/// `JSONMemberList` keeping them for a `JSON.Value`. A shape written once against it serves a
/// streamed document and a built one alike.
public protocol JSONMembers {
    /// Adds the member `key` with `value`.
    mutating func member(_ key: String, _ value: JSON.Value)
}

/// An object's members kept in order, for `JSON.Value.object`.
public struct JSONMemberList: JSONMembers {
    /// The members so far.
    public private(set) var fields: [(String, JSON.Value)] = []

    public init() {}

    public mutating func member(_ key: String, _ value: JSON.Value) {
        fields.append((key, value))
    }
}

extension JSONTextBuilder: JSONMembers {
    /// Writes the member `key` with `value` in the innermost object.
    public mutating func member(_ key: String, _ value: JSON.Value) {
        self.key(key)
        self.value(value)
    }
}
