/// What is wrong with a command line. Thrown inside a ``UsageError``, which knows the command
/// and renders the message.
///
/// Options are named as typed (`--tomorow`, `-x`), positional arguments by their declared name
/// (`title`).
public enum ArgumentError: Error, Hashable, Sendable {
    /// An option the command does not have.
    case unknownOption(String)
    /// A word where a subcommand was expected.
    case unknownSubcommand(String)
    /// A value given to a flag (`--json=yes`).
    case unexpectedValue(option: String, value: String)
    /// An option given without its value.
    case missingValue(option: String)
    /// A required argument or option that was not given.
    case missingArgument(String)
    /// A required option that was not given, while words no argument takes were: most likely
    /// the option's value without the option (`care add Walk daily at 08:00`).
    case missingOption(String, leftWords: [String])
    /// Words left over after every argument had its value; `following` is the option or
    /// argument given one word just before them, which they may belong to (a title or schedule
    /// with spaces, unquoted).
    case unexpectedArguments([String], following: GivenArgument?)
    /// An option that takes one value, given again (`--value 400 --value 800`): which one was
    /// meant cannot be known, so neither is kept.
    case repeatedOption(String, first: String, second: String)
    /// A value that could not be read, with the reason when there is one.
    case invalidValue(String, for: String, reason: String? = nil)
    /// Any other problem with the command line, found by the command itself (a sentence).
    case validation(String)
}

/// A positional argument by its declared name, or an option as typed, and the word it was
/// given.
public struct GivenArgument: Hashable, Sendable {
    public var name: String
    public var value: String
}
