/// A JSON text that breaks RFC 8259 or the reader's limits, and where.
public typealias JSONSyntaxError = PositionedError<JSONSyntaxProblem>

/// How a JSON text breaks RFC 8259 or the reader's limits.
public enum JSONSyntaxProblem: Hashable, Sendable {
    /// What the reader wanted where it stopped.
    public enum Expectation: Hashable, Sendable {
        /// A value: an object, an array, a string, a number, `true`, `false` or `null`.
        case value
        /// A value or the `]` of an empty array.
        case valueOrEndOfArray
        /// A member name in double quotes, or the `}` of an empty object.
        case keyOrEndOfObject
        /// A member name in double quotes (after a `,` in an object).
        case key
        /// The `:` after a member name.
        case colon
        /// `,` or `}` after a member's value.
        case commaOrEndOfObject
        /// `,` or `]` after an array element.
        case commaOrEndOfArray
        /// Nothing more after the top-level value.
        case endOfText
    }

    /// Something else was found (a byte; nil at the end of the text) where `expected` was
    /// wanted.
    case unexpected(found: UInt8?, expected: Expectation)
    /// The text ended inside a string.
    case unterminatedString
    /// A raw control character (below U+0020) inside a string: it must be escaped.
    case controlCharacterInString(UInt8)
    /// A backslash followed by something that is not one of JSON's escapes.
    case invalidEscape
    /// A `\u` escape that is not four hex digits, or a surrogate without its pair.
    case invalidUnicodeEscape
    /// A string whose bytes are not UTF-8.
    case invalidUTF8
    /// A number that breaks JSON's grammar (`01`, `1.`, `-`, `1e`).
    case invalidNumber
    /// Arrays and objects nested deeper than the limit.
    case nestedTooDeeply(limit: Int)
    /// A string or number longer than the limit, in bytes.
    case tooLong(limit: Int)
}
