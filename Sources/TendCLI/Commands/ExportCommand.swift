import TendArguments

/// `tend export --json [-o FILE]`: the whole plan in a file.
enum ExportCommand: TendCommand {
    static let spec = CommandSpec(
        "export",
        abstract: "Write the whole plan to a file, to keep or to move.",
        discussion: """
            With --json: every table of the database (tasks, schedule versions, completions and their values, log \
            entries, reminder records, contacts, and what later versions of tend add), row by row, in tend's \
            versioned backup format; 'tend import --json' restores it exactly, and exporting that again gives the \
            same bytes. To standard output, or with --output to a new owner-only file that appears only once it is \
            complete. The plan is read in one transaction, so commands and the daemon may go on meanwhile.
            """,
        declaring: Options.self,
        examples: [CommandExample("Keep the whole plan in a file.", "tend export --json -o ~/tend-plan.json")],
        suggestedFor: ["dump", "save"])

    struct Options: ParsableArguments {
        static let json = Flag("--json", help: "Write tend's lossless JSON backup format.")
        static let output = Option<String?>(
            "--output", short: "o", value: "file", help: "Write to this new file (owner-only) instead of standard output.",
            completion: .file)
        static let force = Flag("--force", help: "Replace the --output file if it exists.")
        static let declarations: [any ArgumentDeclaration] = [json, output, force]

        var json: Bool
        var output: String?
        var force: Bool

        init(from parsed: ParsedArguments) {
            json = parsed[Self.json]
            output = parsed[Self.output]
            force = parsed[Self.force]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard options.json else { throw CommandFailure("say which format to write: --json", status: .usageError) }
        return try ExportJSON.run(output: options.output, replacing: options.force, context: context)
    }
}
