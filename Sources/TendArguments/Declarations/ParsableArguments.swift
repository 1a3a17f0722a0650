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
///     init(from parsed: ParsedArguments) throws(UsageError) {
///         id = try parsed[Self.id]
///         at = try parsed[Self.at]
///         json = parsed[Self.json]
///     }
/// }
/// ```
///
/// ``CommandSpec/init(_:abstract:discussion:version:declaring:subcommands:defaultSubcommand:isHidden:examples:)``
/// makes the command's options and arguments from `declarations`.
public protocol ParsableArguments: Sendable {
    /// Every option, flag and argument, in the order help lists them.
    static var declarations: [any ArgumentDeclaration] { get }

    /// Reads each declared value from a parse of the command line.
    init(from parsed: ParsedArguments) throws(UsageError)
}

extension ParsedArguments {
    /// The value of an option: the last one given (every one for a repeating option), else its
    /// default; a value that is not one of `Value` is a usage error.
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws(UsageError) {
            let given = strings(option.spec.long)
            guard let value = option.read(given) else {
                throw usageError(.invalidValue(given.last ?? "", for: option.spec.long))
            }
            return value
        }
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
