import TendCore

/// What `recordCompletion` did.
public enum CompletionResult: Hashable, Sendable {
    /// The completion was stored under this outcome id.
    case recorded(id: Int64)
    /// The occurrence was already done; nothing changed.
    case alreadyRecorded(Outcome)
}
