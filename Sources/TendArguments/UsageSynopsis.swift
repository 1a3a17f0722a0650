/// The one-line usage of a command, as `USAGE:` and error messages show it:
/// `care today [--date <date>] [--json]`, `care add [<options>] --schedule <schedule> <title>`.
enum UsageSynopsis {
    /// Above this many options, optional ones are summarised as `[<options>]`.
    private static let optionLimit = 12

    static func line(for chain: CommandChain) -> String {
        var parts = [chain.qualifiedName]
        let options = chain.options
        if options.count > optionLimit {
            parts.append("[<options>]")
            parts += options.filter(\.isRequired).map(synopsis)
        } else {
            parts += options.map(synopsis)
        }
        parts += chain.command.arguments.map(synopsis)
        if !chain.command.visibleSubcommands.isEmpty {
            parts.append("<subcommand>")
        }
        return parts.joined(separator: " ")
    }

    static func synopsis(_ option: OptionSpec) -> String {
        let text = option.synopsis + (option.isRepeating ? " ..." : "")
        return option.isRequired ? text : "[" + text + "]"
    }

    static func synopsis(_ argument: ArgumentSpec) -> String {
        let text = "<" + argument.name + ">" + (argument.isRepeating ? " ..." : "")
        return argument.isOptional ? "[" + text + "]" : text
    }
}
