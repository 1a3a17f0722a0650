import TendArguments

/// `tend import --json FILE`: a plan exported by tend, restored or merged.
enum ImportCommand: TendCommand {
    static let spec = CommandSpec(
        "import",
        abstract: "Read a plan exported by tend into the database.",
        discussion: """
            With --json, a file written by 'tend export --json'. Into a new or empty database it restores every row \
            exactly. Into one that holds a plan it merges: a row whose key is free is added, a row that is there \
            already with the same content is left (importing a file twice adds nothing), and a row whose key holds \
            other content refuses the whole file, naming the table, the key and the line. It is one transaction: on \
            any error nothing is imported and the database is as it was. A file from a newer tend is refused; one \
            from an older tend is restored as that tend's database, migrated, then imported by these rules.
            """,
        declaring: Options.self,
        examples: [CommandExample("Restore a plan into a new database.", "tend --db ~/new.db import --json ~/tend-plan.json")],
        suggestedFor: ["load"])

    struct Options: ParsableArguments {
        static let file = Argument<String>("file", help: "The file to read.", completion: .file)
        static let json = Flag("--json", help: "The file is in tend's JSON backup format (from tend export --json).")
        static let declarations: [any ArgumentDeclaration] = [file, json]

        var file: String
        var json: Bool

        init(from parsed: ParsedArguments) {
            file = parsed[Self.file]
            json = parsed[Self.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard options.json else { throw CommandFailure("say which format '\(options.file)' is in: --json", status: .usageError) }
        return try ImportJSON.run(file: options.file, context: context)
    }
}
