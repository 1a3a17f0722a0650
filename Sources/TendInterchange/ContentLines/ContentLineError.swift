/// Why a content-line file (iCalendar, vCard) could not be read, and on which line: data, not a
/// sentence; the command line words it.
public struct ContentLineError: Error, Hashable, Sendable {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The file is larger than the reader accepts (the limit in bytes).
        case fileTooLarge(limit: Int)
        /// One unfolded line is longer than the reader accepts (the limit in bytes).
        case lineTooLong(limit: Int)
        /// A NUL byte: the file is binary, not text (the error has no line).
        case binaryData
        /// The bytes of the line are not UTF-8.
        case invalidUTF8
        /// The line has no `:` between its name (and parameters) and its value.
        case missingColon
        /// The property or parameter name is empty or has characters other than letters, digits
        /// and `-` (what was found instead of a name).
        case invalidName(String)
        /// A parameter value opened with `"` is not closed on the line (the parameter's name).
        case unterminatedQuote(parameter: String)
        /// A control character (other than a tab) in the value.
        case controlCharacter
        /// `END:` with no open component (the name it tried to close).
        case endWithoutBegin(String)
        /// `END:` that closes a different component than the one open.
        case mismatchedEnd(expected: String, found: String)
        /// A component that is never closed (its name; the error's line is its `BEGIN`).
        case unclosedComponent(String)
        /// A property outside any `BEGIN`/`END` (its name).
        case propertyOutsideComponent(String)
        /// Components nested deeper than the reader accepts (the limit).
        case nestingTooDeep(limit: Int)
    }

    /// What is wrong.
    public var reason: Reason
    /// The physical line (counting from 1) where the problem is, or nil for the whole file.
    public var line: Int?

    public init(_ reason: Reason, line: Int?) {
        self.reason = reason
        self.line = line
    }
}
