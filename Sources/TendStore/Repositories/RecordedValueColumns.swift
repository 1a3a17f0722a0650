import TendCore

/// How a recorded value is kept: in three columns, `kind`, `number` and `text` (of `outcome_values`
/// and `log_entries`).
extension RecordedValue {
    /// The `kind` column's spelling.
    var kind: String {
        switch self {
        case .number: "number"
        case .text: "text"
        case .boolean: "boolean"
        }
    }

    /// The `number` column: the number, or 0 and 1 for a boolean.
    var number: Double? {
        switch self {
        case .number(let number): number
        case .boolean(let flag): flag ? 1 : 0
        case .text: nil
        }
    }

    /// The `text` column.
    var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// Reads the value from its three columns; nil when `kind` is NULL.
    init?(kind: String?, number: Double?, text: String?) {
        switch kind {
        case "number": self = .number(number ?? 0)
        case "text": self = .text(text ?? "")
        case "boolean": self = .boolean(number == 1)
        default: return nil
        }
    }
}
