/// A positional argument of a command, shown as `<name>` in usage and help.
public struct ArgumentSpec: Hashable, Sendable {
    /// The value name (`title` is shown as `<title>`), also the key for `ParsedArguments`.
    public var name: String
    /// One sentence for the `ARGUMENTS:` section.
    public var help: String
    /// Whether the argument may be left out (`[<occurrence>]`).
    public var isOptional: Bool
    /// Whether it takes all remaining words (`<values> ...`); only the last argument may.
    public var isRepeating: Bool
    /// What shells offer for it; `.choices` also restricts what the parser accepts.
    public var completion: ValueCompletion

    public init(
        _ name: String,
        help: String,
        optional: Bool = false,
        repeating: Bool = false,
        completion: ValueCompletion = .none
    ) {
        precondition(!name.hasPrefix("-"), "argument name '\(name)' must not start with '-'")
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isRepeating = repeating
        self.completion = completion
    }
}
