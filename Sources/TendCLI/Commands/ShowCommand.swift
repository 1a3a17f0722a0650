import TendArguments
import TendCore
import TendPlan
import TendStore
import TendTerminal

/// `tend show ID`: everything about one task.
enum ShowCommand: TendCommand {
    /// How far back `show` lists records.
    static let recentDays = 14

    static let name = "show"

    static let spec = CommandSpec(
        name,
        abstract: "Show everything about a task: schedule, next occurrences, versions, recent records.",
        declaring: Options.self,
        suggestedFor: ["info", "view", "cat", "details"])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.taskID, CommonOptions.json]

        var id: String
        var json: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let store = try context.openStore()
        let since = now.adding(seconds: -Int64(recentDays) * 86_400)
        let (plan, outcomes, logs, contacts, alerts) = try store.read { transaction in
            let plan = try context.plan(transaction, zone: zone)
            let task = try plan.task(named: options.id, includingRemoved: true)
            let outcomes = try transaction.outcomes(of: task.id, recordedIn: since..<now.adding(seconds: 1))
            let logs = try transaction.logEntries(of: task.id, in: since..<now.adding(seconds: 1))
            let contacts = try transaction.contactIDs(linkedToTask: task.id).compactMap { try transaction.contact(id: $0) }
            return (plan, outcomes, logs, contacts, try transaction.alertRules(ofTask: task.id))
        }
        let task = try plan.task(named: options.id, includingRemoved: true)
        let timeline = plan.timeline(task)
        let current = timeline.version(at: now) ?? timeline.versions.last!
        let words = plan.words(of: current, of: task, includingStart: false)
        let upcoming = task.style == .log ? [] : timeline.upcoming(after: now, limit: 5)
        let local = { (instant: Instant) in zone.localDateTime(at: instant) }
        if options.json {
            var fields = TaskJSON.fields(task, schedule: words, zone: zone)
            fields.append(("leadSeconds", task.notificationLeadSeconds.map { .int(Int($0)) } ?? .null))
            fields.append(("maxPerDay", task.maxPerDay.map { .int($0) } ?? .null))
            fields.append(("minIntervalSeconds", task.minIntervalSeconds.map { .int(Int($0)) } ?? .null))
            fields.append(("versions", .array(timeline.versions.map { version in
                .object([("scheduleVersion", .int(version.number)),
                         ("effectiveFrom", .string(DateTimeArgument.iso8601(version.effectiveFrom, zone: zone))),
                         ("schedule", .string(plan.words(of: version, of: task)))])
            })))
            fields.append(("next", .array(upcoming.map { OccurrenceJSON.occurrence($0, zone: zone) })))
            fields.append(("completions", .array(outcomes.map { OccurrenceJSON.completion($0, zone: zone) })))
            fields.append(("log", .array(logs.map { OccurrenceJSON.log($0, zone: zone) })))
            fields.append(("alerts", .array(alerts.map { .string(AlertRuleReading.text($0)) })))
            fields.append(("contacts", .array(contacts.map { .object([("id", .string($0.id)), ("name", .string($0.name))]) })))
            context.console.line(JSON.text(JSONDocument.object(fields)))
            return .success
        }
        var records = outcomes.map { outcome in
            RecordRow(at: local(outcome.recordedAt), kind: .done(due: local(outcome.occurrenceStart)),
                      values: outcome.values.map { ValueText($0.value.text, unit: $0.unit) }, note: outcome.note)
        }
        records += logs.map { entry in
            RecordRow(at: local(entry.at), kind: .logged,
                      values: entry.value.map { [ValueText($0.text, unit: entry.unit)] } ?? [], note: entry.note)
        }
        records.sort { $0.at > $1.at }
        let view = TaskDetailView(
            id: task.id, title: task.title, style: task.style, group: task.group,
            color: task.color.flatMap(TaskColor.init(rawValue:)), schedule: words, zone: current.schedule.zoneName,
            instructions: task.instructions,
            target: task.target.map { ValueText(RecordedValue.number($0.amount).text, unit: $0.unit) },
            countsTowardAdherence: task.countsTowardAdherence, created: local(task.created),
            removed: task.removed.map(local),
            nextOccurrences: upcoming.map { occurrence in
                let start = local(occurrence.occurrence.start)
                return UpcomingOccurrence(date: start.date, time: occurrence.occurrence.allDay ? nil : start.time, label: occurrence.label)
            },
            versions: timeline.versions.map { version in
                ScheduleVersionRow(number: version.number, effectiveFrom: local(version.effectiveFrom),
                                   schedule: plan.words(of: version, of: task, includingStart: false))
            },
            recentRecords: Array(records.prefix(20)), contacts: contacts, alerts: alerts.map(AlertRuleReading.text))
        context.console.write(TaskDetailRenderer.render(view, style: context.terminalStyle))
        return .success
    }
}
