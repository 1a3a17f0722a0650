import TendArguments

/// `tend __generate man|bash|zsh|fish`: prints the man page or a completion script, made from
/// the command declarations (hidden; `make docs` writes them to man/ and Completions/).
enum GenerateCommand: TendCommand {
    static let name = "__generate"
    static let spec = CommandSpec(
        name,
        abstract: "Print the man page or a shell completion script.",
        declaring: Options.self,
        isHidden: true)

    struct Options: ParsableArguments {
        static let what = Argument<String>("what", help: "man, bash, zsh or fish.", completion: .choices(["man", "bash", "zsh", "fish"]))
        static let declarations: [any ArgumentDeclaration] = [what]

        var what: String

        init(from parsed: ParsedArguments) {
            what = parsed[Self.what]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let root = TendCommands.root
        switch options.what {
        case "man": context.console.write(ManPageRenderer.render(root, date: ManualSections.date, sections: ManualSections.all))
        case "bash": context.console.write(CompletionScriptRenderer.bash(root: root))
        case "zsh": context.console.write(CompletionScriptRenderer.zsh(root: root))
        default: context.console.write(CompletionScriptRenderer.fish(root: root))
        }
        return .success
    }
}
