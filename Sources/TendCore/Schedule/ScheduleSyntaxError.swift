/// A schedule or recurrence rule that could not be read, with where the problem is.
public struct ScheduleSyntaxError: Error, Hashable, Sendable {
    /// What is wrong, as a sentence without a final full stop (`unknown word 'wekly'`).
    public var message: String
    /// Where the problem starts, in characters from the start of the text.
    public var offset: Int
    /// How many characters the problem spans (at least 1 for the caret).
    public var length: Int
    /// A likely correction (`weekly`), shown as "Did you mean 'weekly'?".
    public var suggestion: String?

    public init(_ message: String, offset: Int, length: Int = 1, suggestion: String? = nil) {
        self.message = message
        self.offset = offset
        self.length = max(1, length)
        self.suggestion = suggestion
    }
}
