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
            warning. Last it compares what charts read a year from (a mask of the done occurrences per 64, a tally \
            of the log entries per hour, kept by triggers) with the outcomes and entries themselves; when a \
            write went around the triggers, it says so and changes nothing, and --repair builds them again.
            """,
        declaring: Options.self,
        examples: [CommandExample("Check the database that cron's summary reads.", "tend check --db ~/backup/tend.db"),
                   CommandExample("Build the charts' aggregates again after a write that went around their triggers.", "tend check --repair")])

    struct Options: ParsableArguments {
        static let repair = Flag("--repair", help: "Build the charts' aggregates again from the outcomes and log entries when they disagree.")
        static let declarations: [any ArgumentDeclaration] = [repair, CommonOptions.json]

        var repair: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            repair = parsed[Self.repair]
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
        let drift = try store.read { try $0.chartAggregateDrift() }
        let database = TextSanitizer.sanitize(store.path)
        if !drift.isNone {
            guard options.repair else {
                throw CommandFailure(lines: [
                    "The charts' aggregates in '\(database)' disagree with their rows: \(describe(drift)). A write went around "
                        + "their triggers, so charts would count wrongly. Nothing was changed; run 'tend check --repair' to build them "
                        + "again from the outcomes and log entries.",
                ], status: .dataError)
            }
            try store.write { try $0.rebuildChartAggregates() }
        }
        if options.json {
            // A damaged database is an error on standard error, as without --json.
            var fields: [(String, JSON.Value)] = [("database", .string(store.path)), ("sound", .bool(true))]
            if !drift.isNone {
                fields.append(("repaired", .object([("doneMasks", .int(drift.doneMasks)), ("logTallies", .int(drift.logTallies))])))
            }
            context.console.line(JSON.text(JSONDocument.object(fields)))
            return .success
        }
        if !drift.isNone { context.console.line("Built the charts' aggregates again; they differed from their rows in \(describe(drift)).") }
        context.console.line("The database '\(database)' is sound.")
        return .success
    }

    /// "3 blocks of done occurrences and 1 hour of log entries".
    private static func describe(_ drift: ChartAggregateDrift) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String? { n == 0 ? nil : n == 1 ? "1 \(one)" : "\(n) \(many)" }
        return [count(drift.doneMasks, "block of done occurrences", "blocks of done occurrences"),
                count(drift.logTallies, "hour of log entries", "hours of log entries")]
            .compactMap { $0 }.joined(separator: " and ")
    }
}
