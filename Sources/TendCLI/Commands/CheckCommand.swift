import TendArguments
import TendCore
import TendPlan
import TendStore

/// `tend check`: read every page of the database and say whether it is sound.
enum CheckCommand: TendCommand {
    static let name = "check"
    static let spec = CommandSpec(
        name,
        abstract: "Check that the database is sound, page by page, and that every stored schedule reads.",
        discussion: """
            Runs SQLite's quick check over the whole file, which the everyday commands do not: they check only a \
            database that was not closed cleanly, or one about to be migrated. Run it after copying the database, \
            or from cron now and then; a damaged database is reported with what to do, and nothing is changed. Then it \
            reads every task's stored schedules, and names each one that no longer reads (or whose pinned zone this \
            machine cannot read) with the edit that replaces it: the other commands leave such a schedule out with a \
            warning.
            """,
        declaring: Options.self,
        examples: [CommandExample("Check the database that cron's summary reads.", "tend check --db ~/backup/tend.db")])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.json]

        var json: Bool

        init(from parsed: ParsedArguments) {
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let store = try context.openStore()
        try store.checkIntegrity()
        let zone = try context.userZone()
        let plan = try store.read { try CarePlan.load($0, userZone: zone, zones: context.zones) }
        if let first = plan.unreadableVersions.first {
            throw CommandFailure(lines: plan.unreadableVersions.map(StoreErrorText.sentence), status: FailureStatus.of(first))
        }
        if options.json {
            // A damaged database is an error on standard error, as without --json.
            context.console.line(JSON.text(JSONDocument.object([("database", .string(store.path)), ("sound", .bool(true))])))
            return .success
        }
        context.console.line("The database '\(TextSanitizer.sanitize(store.path))' is sound.")
        return .success
    }
}
