import TendArguments
import TendCore
import TendStore
import TendTerminal

/// `tend today` (and plain `tend`): the day's tasks in their styles.
enum TodayCommand: TendCommand {
    static let name = "today"
    static let spec = CommandSpec(
        name,
        abstract: "Show the day's tasks, what is done and what is due (the default command).",
        discussion: """
            A task with nothing due that day is not drawn as a box to tick: it is listed apart under 'Not due this \
            day' with its next occurrence, or as finished when a course is over (remove it with tend remove).
            """,
        declaring: Options.self,
        examples: [CommandExample("Yesterday's medication.", "tend today --date yesterday --group medication")],
        suggestedFor: ["status", "agenda", "due"])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.date, CommonOptions.group, CommonOptions.json]

        var date: String?
        var group: String?
        var json: Bool

        init(from parsed: ParsedArguments) {
            date = parsed[CommonOptions.date]
            group = parsed[CommonOptions.group]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let day = try DayState.day(options.date, now: now, zone: zone)
        let store = try context.openStore()
        let state = try store.read { try DayState.load($0, day: day, now: now, zone: zone, context: context) }
        let group = options.group?.lowercased()
        let dayPositions = state.taskPositions
        let positions = group.map { group in dayPositions.filter { state.plan.tasks[$0].group?.lowercased() == group } } ?? dayPositions
        if let group, positions.isEmpty, !dayPositions.isEmpty {
            let groups = Array(Set(dayPositions.compactMap { state.plan.tasks[$0].group })).sorted()
            let guess = GroupGuess.nearest(to: group, among: groups)
            let listed = groups.joined(separator: ", ")
            let hint = guess.map { ". Did you mean '\($0)'? The groups are " + listed } ?? (groups.isEmpty ? "" : "; the groups are " + listed)
            throw CommandFailure("no task is in group '\(TextSanitizer.sanitize(group))'" + hint, status: .usageError)
        }
        if options.json {
            context.console.line(JSON.text(json(state, tasks: positions.map { state.plan.tasks[$0] }, zone: zone)))
            return .success
        }
        if state.plan.tasks.isEmpty {
            context.console.line("No tasks yet. Add one with: tend add TITLE --schedule SCHEDULE")
            return .success
        }
        let view = view(state, positions: positions, zone: zone)
        TodayRenderer.write(view, style: context.terminalStyle, to: context.console.writeBytes)
        // The exit reclaims the day's memory at once; freeing it here would be 3 % of the run.
        context.runEnd.leave((state, view))
        return .success
    }

    /// The day's cards of the tasks at `positions` in the plan, filed by group.
    static func view(_ state: DayState, positions: [Int], zone: ZoneRules) -> TodayView {
        var sections: [TaskGroupSection] = []
        // The lowercased name of each section, in the order of `sections`, to file cards by.
        var sectionKeys: [String?] = []
        var notDue: [NotDueTask] = []
        var words = ScheduleWords(sharing: state.plan.sharesSchedules)
        let dayEnd = state.localDay.end
        for position in positions {
            // Each task's timeline and agenda are built once: they are most of the command's work.
            let timeline = state.plan.timeline(ofTaskAt: position)
            let task = timeline.task
            let agenda = state.agenda(timeline)
            if task.style != .log, agenda.entries.isEmpty {
                let next = timeline.upcoming(after: dayEnd, limit: 1).first
                notDue.append(NotDueTask(id: task.id, title: task.title,
                                         next: next.map { zone.localDateTime(at: $0.occurrence.start) },
                                         scheduleUnreadable: !state.plan.unreadableVersions(of: task).isEmpty))
                continue
            }
            let card = card(task, timeline: timeline, agenda: agenda, state: state, words: &words)
            let key = task.group?.lowercased()
            if let i = sectionKeys.firstIndex(of: key) {
                sections[i].cards.append(card)
            } else {
                sections.append(TaskGroupSection(name: task.group, color: task.color.flatMap(TaskColor.init(rawValue:)), cards: [card]))
                sectionKeys.append(key)
            }
        }
        // Tasks without a group come last.
        sections.sort { ($0.name == nil ? 1 : 0) < ($1.name == nil ? 1 : 0) }
        return TodayView(date: state.day, groups: sections, notDue: notDue)
    }

    static func card(_ task: CareTask, timeline: TaskTimeline, agenda: DayAgenda, state: DayState,
                     words described: inout ScheduleWords) -> TaskCard {
        let color = task.color.flatMap(TaskColor.init(rawValue:))
        let day = state.localDay
        let position = timeline.position(at: max(day.start, min(state.now, day.end.adding(seconds: -1)))) ?? timeline.versions.count - 1
        let words = described.words(timeline, versionAt: position)
        if task.style == .log {
            let entries = state.logs.filter { $0.taskID == task.id }.sorted { $0.at < $1.at }.map { entry in
                LogEntryRow(time: day.localDateTime(at: entry.at).time,
                            value: entry.value.map { ValueText($0.text, unit: entry.unit) }, note: entry.note)
            }
            return TaskCard(id: task.id, title: task.title, subtitle: "whenever it happens", instructions: task.instructions,
                            color: color, countsTowardAdherence: false, body: .log(entries))
        }
        let rows = agenda.entries.map { entry in
            OccurrenceRow(number: entry.number,
                          time: entry.occurrence.occurrence.allDay ? nil : day.localDateTime(at: entry.occurrence.occurrence.start).time,
                          label: entry.occurrence.label, status: status(entry.status, on: day))
        }
        let body: TaskCardBody
        switch task.style {
        case .simple: body = .simple(rows)
        case .instructions: body = .instructions(rows)
        case .checklist: body = .checklist(rows)
        case .grid, .log: body = .grid(rows)
        }
        return TaskCard(id: task.id, title: task.title, subtitle: words, instructions: task.instructions, color: color,
                        countsTowardAdherence: task.countsTowardAdherence, body: body)
    }

    /// The status as the card shows it; a completion's time is read in the zone of `day`.
    static func status(_ status: DayAgenda.Status, on day: LocalDay) -> OccurrenceStatus {
        switch status {
        case .done(let at): return .done(at: day.localDateTime(at: at))
        case .overdue: return .overdue
        case .next: return .next
        case .upcoming: return .upcoming
        case .missed: return .missed
        }
    }

    static func json(_ state: DayState, tasks: [CareTask], zone: ZoneRules) -> JSON.Value {
        var total = Adherence(expected: 0, done: 0)
        let items: [JSON.Value] = tasks.map { task in
            var fields: [(String, JSON.Value)] = [
                ("id", .string(task.id)), ("title", .string(task.title)),
                ("group", task.group.map { .string($0) } ?? .null), ("style", .string(task.style.rawValue)),
                ("countsTowardAdherence", .bool(task.countsTowardAdherence)),
            ]
            let logs = state.logs.filter { $0.taskID == task.id }
            let agenda = task.style == .log ? nil : state.agenda(task)
            let entries = agenda?.entries ?? []
            if let agenda, task.countsTowardAdherence { total = total + agenda.adherence }
            fields.append(("occurrences", .array(entries.map { entry in
                var object: [(String, JSON.Value)] = [("number", .int(entry.number))]
                object += OccurrenceJSON.fields(entry.occurrence, zone: zone)
                object.append(("status", .string(statusName(entry.status))))
                if case .done(let at) = entry.status {
                    object.append(("doneAt", .string(DateTimeArgument.iso8601(at, zone: zone))))
                } else {
                    object.append(("doneAt", .null))
                }
                return .object(object)
            })))
            fields.append(("log", .array(logs.map { OccurrenceJSON.log($0, zone: zone) })))
            return .object(fields)
        }
        return JSONDocument.object([
            ("date", .string(state.day.description)),
            ("progress", .object([("done", .int(total.done)), ("expected", .int(total.expected))])),
            ("tasks", .array(items)),
        ])
    }

    static func statusName(_ status: DayAgenda.Status) -> String {
        switch status {
        case .done: "done"
        case .overdue: "overdue"
        case .next: "next"
        case .upcoming: "upcoming"
        case .missed: "missed"
        }
    }
}
