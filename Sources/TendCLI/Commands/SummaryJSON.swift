import TendCore
import TendInterchange
import TendTerminal

/// The document of `tend summary --json` (`docs/json.md`), streamed: its days and missed
/// occurrences written one by one through a `JSONStream` as the view makes them.
enum SummaryJSON {
    /// Writes `{version, from, to, overall, tasks, days, missed}` to `console`, stopping at the
    /// first failed write.
    static func write(_ view: SummaryView, console: Console) {
        var document = JSONStream(console: console)
        document.builder.member("from", .string(view.firstDay.description))
        document.builder.member("to", .string(view.lastDay.description))
        document.builder.member("overall", OccurrenceJSON.adherence(view.overall))
        document.builder.key("tasks")
        document.builder.beginArray()
        for task in view.tasks {
            document.builder.value(.object([("id", .string(task.id)), ("title", .string(task.title)),
                                            ("adherence", OccurrenceJSON.adherence(task.adherence))]))
        }
        document.builder.end()
        document.builder.key("days")
        document.builder.beginArray()
        for day in view.days {
            document.builder.value(.object([("date", .string(day.date.description)), ("adherence", OccurrenceJSON.adherence(day.adherence))]))
            guard document.flushWhenFull() else { return }
        }
        document.builder.end()
        document.builder.key("missed")
        document.builder.beginArray()
        for row in view.missed {
            document.builder.value(.object([
                ("task", .string(row.taskID)), ("title", .string(row.title)), ("date", .string(row.date.description)),
                ("time", row.time.map { .string($0.description) } ?? .null), ("label", row.label.map { .string($0) } ?? .null),
            ]))
            guard document.flushWhenFull() else { return }
        }
        document.builder.end()
        document.finish()
    }
}
