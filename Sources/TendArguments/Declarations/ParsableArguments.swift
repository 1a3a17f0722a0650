/// The options and arguments of a command, declared once and decoded once: what
/// swift-argument-parser's `ParsableArguments` is, without property wrappers.
///
/// ```swift
/// struct Options: ParsableArguments {
///     static let id = Argument<String>("id", help: "The task.")
///     static let at = Option<String?>("--at", value: "time", help: "When it was done.")
///     static let json = Flag("--json", help: "Print JSON.")
///     static let declarations: [any ArgumentDeclaration] = [id, at, json]
///
///     let id: String
///     let at: String?
///     let json: Bool
///
///     init(from parsed: ParsedArguments) {
///         id = parsed[Self.id]
///         at = parsed[Self.at]
///         json = parsed[Self.json]
///     }
/// }
/// ```
///
/// What the parser cannot know (values that exclude each other, a number out of range) the
/// command checks itself, and refuses with `throw ArgumentError.validation("…")` or
/// `throw Options.at.invalid(text, reason: "…")`; ``ParsedArguments/usageError(_:)`` turns
/// either into the message with the command's usage.
///
/// ``CommandSpec/init(_:abstract:discussion:version:declaring:subcommands:defaultSubcommand:isHidden:examples:)``
/// makes the command's options and arguments from `declarations`.
public protocol ParsableArguments: Sendable {
    /// Every option, flag and argument, in the order help lists them.
    static var declarations: [any ArgumentDeclaration] { get }

    /// Reads each declared value from a parse of the command line.
    init(from parsed: ParsedArguments)
}

extension ParsedArguments {
    /// The value of an option: the last one given (every one for a repeating option), else its
    /// default.
    public subscript<Value>(option: Option<Value>) -> Value {
        option.read(strings(option.spec.long))
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        self.flag(flag.spec.long)
    }

    /// The value of a positional argument.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        argument.read(strings(argument.spec.name))
    }
}
