/// One token of a JSON text, as `JSONReader` hands them out in order.
public enum JSONToken: Hashable, Sendable {
    case beginObject
    case endObject
    case beginArray
    case endArray
    /// An object member's name.
    case key(String)
    case string(String)
    /// A number, as the text it was written with (checked against RFC 8259's grammar), so that
    /// the reader of the value decides between an integer and a real without a rounding step.
    case number(String)
    case bool(Bool)
    case null
    /// The end of the text, after the one top-level value.
    case end

    /// The token's kind, without its value.
    public var kind: JSONTokenKind {
        switch self {
        case .beginObject: .beginObject
        case .endObject: .endObject
        case .beginArray: .beginArray
        case .endArray: .endArray
        case .key: .key
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        case .end: .end
        }
    }
}

/// What kind of token a `JSONToken` is, for saying what was found where something else was
/// expected.
public enum JSONTokenKind: Hashable, Sendable {
    case beginObject, endObject, beginArray, endArray, key, string, number, bool, null, end
}
