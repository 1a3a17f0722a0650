/// A value someone recorded: a number (a pain level, a dose), a text, or yes/no.
public enum RecordedValue: Hashable, Sendable {
    case number(Double)
    case text(String)
    case boolean(Bool)
}
