/// A named option (`--tz <zone>`, `-n <count>`) or flag (`--json`) of a command.
///
/// Declare options with ``option(_:short:value:help:default:completion:required:repeating:global:)``
/// and flags with ``flag(_:short:help:global:)``. Names are written as typed: `"--tz"`, and the
/// short name as a single letter (`"n"` for `-n`). `-h` is reserved for help.
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes (`--tz`), also the key for `ParsedArguments`.
    public var long: String
    /// The single-letter short name (`n` for `-n`).
    public var short: Character?
    /// The value name shown as `<zone>`, or nil for a flag.
    public var valueName: String?
    /// One sentence for the `OPTIONS:` section.
    public var help: String
    /// The value used when the option is not given, shown as `(default: …)`.
    public var defaultValue: String?
    /// What shells offer for the value; `.choices` also restricts what the parser accepts.
    public var completion: ValueCompletion
    /// Whether the command cannot run without it.
    public var isRequired: Bool
    /// Whether it may be given several times, keeping every value.
    public var isRepeating: Bool
    /// Whether every subcommand below the declaring command accepts it too.
    public var isGlobal: Bool

    /// Whether the option is a flag (takes no value).
    public var isFlag: Bool { valueName == nil }

    /// An option that takes a value; the value name defaults to the long name without dashes.
    public static func option(
        _ long: String,
        short: Character? = nil,
        value valueName: String? = nil,
        help: String,
        default defaultValue: String? = nil,
        completion: ValueCompletion = .none,
        required: Bool = false,
        repeating: Bool = false,
        global: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: valueName ?? String(long.drop { $0 == "-" }),
            help: help, defaultValue: defaultValue, completion: completion,
            isRequired: required, isRepeating: repeating, isGlobal: global
        )
    }

    /// A flag: present or not.
    public static func flag(_ long: String, short: Character? = nil, help: String, global: Bool = false) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: nil, help: help, defaultValue: nil,
            completion: .none, isRequired: false, isRepeating: false, isGlobal: global
        )
    }

    private init(
        long: String, short: Character?, valueName: String?, help: String, defaultValue: String?,
        completion: ValueCompletion, isRequired: Bool, isRepeating: Bool, isGlobal: Bool
    ) {
        precondition(long.hasPrefix("--") && long.count > 2, "option name '\(long)' must start with '--'")
        precondition(short != "h", "-h is reserved for help")
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.completion = completion
        self.isRequired = isRequired
        self.isRepeating = isRepeating
        self.isGlobal = isGlobal
    }

    /// `-n`, when there is a short name.
    var shortName: String? { short.map { "-" + String($0) } }

    /// Both names and the value as help lists them: `-n, --count <count>`.
    var helpLabel: String {
        let names = [shortName, long].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { names + " <" + $0 + ">" } ?? names
    }

    /// The long name and value as usage shows them: `--count <count>`.
    var synopsis: String {
        valueName.map { long + " <" + $0 + ">" } ?? long
    }
}
