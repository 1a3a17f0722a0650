/// A value someone recorded: a number (a pain level, a dose), a text, or yes/no.
public enum RecordedValue: Hashable, Sendable {
    case number(Double)
    case text(String)
    case boolean(Bool)
}

extension RecordedValue {
    /// The value as people read it: `8`, `37.5`, `yes`, the text itself.
    public var text: String {
        switch self {
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .boolean(let b): b ? "yes" : "no"
        case .text(let t): t
        }
    }
}
