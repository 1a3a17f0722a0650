import TendCore
import TendNotify

/// Tasks, candidates and instants for the planner's tests, all in UTC on 2026-12-01.
enum PlanningFixtures {
    /// 2026-12-01 at `time` (`08:00`, `07:59:30`) UTC.
    static func at(_ time: String, day: Int = 1) -> Instant {
        let parts = time.split(separator: ":").map { Int($0)! }
        let date = CivilDate(year: 2026, month: 12, day: day)!
        let timeOfDay = TimeOfDay(hour: parts[0], minute: parts[1], second: parts.count > 2 ? parts[2] : 0)!
        return ZoneRules.utc.instant(for: LocalDateTime(date: date, time: timeOfDay))
    }

    /// A task with one schedule from 2026-12-01 (in UTC), created at midnight unless said otherwise.
    static func task(_ id: String, _ schedule: String, style: TaskStyle = .simple, created: Instant = at("00:00"),
                     instructions: String? = nil, color: String? = nil) -> TaskTimeline {
        let parsed = try! ScheduleLanguage.parse(schedule, options: ScheduleParsingOptions(startDate: CivilDate(year: 2026, month: 12, day: 1)!))
        let task = CareTask(id: id, title: id.prefix(1).uppercased() + id.dropFirst(), instructions: instructions, style: style,
                            color: color, created: created)
        return TaskTimeline(task: task, versions: [ScheduleVersion(number: 1, effectiveFrom: at("00:00"), schedule: parsed)]) { _ in .utc }
    }

    /// The candidates of `task` whose occurrences start in `[from, to)`.
    static func candidates(_ task: TaskTimeline, from: Instant = at("00:00"), to: Instant = at("00:00", day: 3),
                           lead: Int64 = 0, history: [Int: ReminderHistory] = [:], done: Set<Int> = []) -> [ReminderCandidate] {
        task.occurrences(from: from, to: to).map { occurrence in
            ReminderCandidate(task: task.task, occurrence: occurrence, leadSeconds: lead, history: history[occurrence.occurrence.index],
                              isDone: done.contains(occurrence.occurrence.index))
        }
    }

    /// A planner in UTC with the default settings and quiet hours from 22:00 to 07:00.
    static func quietPlanner(_ mode: QuietMode) -> ReminderPlanner {
        var settings = ReminderSettings()
        settings.quietHours = QuietHours(start: TimeOfDay(hour: 22, minute: 0)!, end: TimeOfDay(hour: 7, minute: 0)!)
        settings.quietMode = mode
        return ReminderPlanner(settings: settings, zone: .utc)
    }

    /// What was sent once, at `at`.
    static func sentOnce(at instant: Instant, snoozedUntil: Instant? = nil) -> ReminderHistory {
        ReminderHistory(firstSentAt: instant, lastSentAt: instant, timesSent: 1, snoozedUntil: snoozedUntil)
    }
}

extension ReminderPlan {
    /// Each send as `kind task#index` (a fold lists every occurrence).
    var summary: [String] {
        sends.map { send in
            send.kind.rawValue + " " + send.items.map { "\($0.candidate.key.taskID)#\($0.candidate.key.index)" }.joined(separator: ",")
        }
    }
}
