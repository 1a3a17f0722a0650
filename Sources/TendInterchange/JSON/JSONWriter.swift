/// Builds JSON text by hand (no Foundation): strings escaped per RFC 8259.
public enum JSON {
    /// A JSON value.
    public enum Value {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
        case array([Value])
        /// An object's keys and values, in order.
        case members(keys: [String], values: [Value])

        /// An object whose keys keep their order.
        public static func object(_ fields: [(String, Value)]) -> Value {
            .members(keys: fields.map(\.0), values: fields.map(\.1))
        }
    }

    /// The value as compact JSON text, or pretty-printed with two-space indentation.
    public static func text(_ value: Value, pretty: Bool = true) -> String {
        var builder = JSONTextBuilder(pretty: pretty)
        builder.value(value)
        return builder.text
    }

    /// A JSON string literal.
    public static func quoted(_ s: String) -> String {
        var builder = JSONTextBuilder()
        builder.appendQuoted(s)
        return builder.text
    }
}
