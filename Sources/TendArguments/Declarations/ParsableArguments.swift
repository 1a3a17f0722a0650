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
/// ``CommandSpec/init(_:abstract:discussion:version:declaring:arguments:options:subcommands:defaultSubcommand:isHidden:examples:suggestedFor:topics:)``
/// makes the command's options and arguments from `declarations`.
///
/// Why static declarations and no property wrappers (`@Option var at: String?`): a wrapper
/// declares an option on an instance, so the parser would have to make an instance before there
/// is anything to decode and find its options with `Mirror`, as swift-argument-parser does.
/// Here a command's spec (for parsing, help, the man page and completions) comes from the type
/// alone, made only when the command tree needs it; one declaration serves several commands
/// (`CommonOptions.json`, `ContactArgument.contact`) and is the typed key the values are read
/// back with, once, into plain stored properties. The price is that each option is named in its
/// static, in `declarations`, as a property and in `init(from:)`: the compiler checks the last
/// two against the static, ``ParsedArguments`` stops on reading a name no list declared, and
/// TendCLITests' `DeclarationListTests` checks that every static is in a list.
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
