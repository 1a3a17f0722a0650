import TendCore
import TendStore

/// The tasks of the database with their schedules read, ready for the engine.
struct CarePlan {
    /// Every task, removed ones included, oldest first.
    let tasks: [CareTask]
    /// The stored form of each task, by id.
    let stored: [String: StoredTask]
    /// The user's zone: days start and end at its midnights.
    let userZone: ZoneRules
    private let zonesByName: [String: ZoneRules]

    /// Reads every task and version.
    static func load(_ transaction: ReadTransaction, userZone: ZoneRules, context: CommandContext) throws -> CarePlan {
        let storedTasks = try transaction.tasks()
        let versions = try transaction.versionsByTask()
        var zones: [String: ZoneRules] = [:]
        var tasks: [CareTask] = []
        for task in storedTasks {
            var scheduleVersions: [ScheduleVersion] = []
            for version in versions[task.id] ?? [] {
                let schedule = try readStoredSchedule(version, taskID: task.id, userZone: userZone)
                if let name = schedule.zoneName, zones[name] == nil {
                    do {
                        zones[name] = try context.zones.zone(named: name)
                    } catch {
                        throw CommandFailure("the schedule of task '\(task.id)' (version \(version.version)) is pinned to a zone this machine cannot read: \(error.description)")
                    }
                }
                scheduleVersions.append(ScheduleVersion(number: version.version, effectiveFrom: version.effectiveFrom,
                                                        schedule: schedule))
            }
            tasks.append(CareTask(
                id: task.id, title: task.title, instructions: task.instructions, group: task.group, style: task.style,
                color: task.color, target: task.targetValue.map { TargetValue(amount: $0, unit: task.targetUnit) },
                countsTowardAdherence: task.countsTowardAdherence, created: task.createdAt, removed: task.deletedAt,
                versions: scheduleVersions))
        }
        return CarePlan(tasks: tasks, stored: Dictionary(uniqueKeysWithValues: storedTasks.map { ($0.id, $0) }),
                        userZone: userZone, zonesByName: zones)
    }

    /// A stored schedule, read as it was written (its text names its start date).
    static func readStoredSchedule(_ version: TaskVersion, taskID: String, userZone: ZoneRules) throws -> Schedule {
        let start = userZone.localDateTime(at: version.effectiveFrom).date
        do {
            return try ScheduleLanguage.parse(version.schedule, options: ScheduleParsingOptions(startDate: start))
        } catch {
            throw CommandFailure("the schedule of task '\(taskID)' (version \(version.version)) cannot be read: \(error.message); fix it with 'tend edit \(taskID) --schedule …'")
        }
    }

    /// The task's occurrences across its versions.
    func timeline(_ task: CareTask) -> TaskTimeline {
        TaskTimeline(task: task) { version in
            version.schedule.zoneName.flatMap { zonesByName[$0] } ?? userZone
        }
    }

    /// The first and the day after the last instant of a local day.
    func bounds(of day: CivilDate) -> (start: Instant, end: Instant) {
        (userZone.instant(for: LocalDateTime(date: day)), userZone.instant(for: LocalDateTime(date: day.adding(days: 1))))
    }

    /// Finds the task a person named, or fails with the candidates or the nearest match.
    func task(named query: String, includingRemoved: Bool = false) throws -> CareTask {
        let candidates = tasks.filter { includingRemoved || $0.removed == nil }
        switch TaskMatcher.match(query, among: candidates.map { ($0.id, $0.title) }) {
        case .found(let id):
            return candidates.first { $0.id == id }!
        case .ambiguous(let ids):
            throw CommandFailure(lines: ["'\(TextSanitizer.sanitize(query))' matches several tasks: \(ids.joined(separator: ", ")); give the whole id."],
                                 status: .usageError)
        case .notFound(let suggestion):
            if !includingRemoved, let removed = tasks.first(where: { $0.id == query && $0.removed != nil }) {
                throw CommandFailure("task '\(removed.id)' was removed; 'tend show \(removed.id)' shows its history",
                                     status: .usageError)
            }
            var lines = ["No task '\(TextSanitizer.sanitize(query))'; 'tend list' shows the tasks."]
            if let suggestion {
                let id = candidates.first { $0.id == suggestion || $0.title == suggestion }?.id ?? suggestion
                lines[0] = "No task '\(TextSanitizer.sanitize(query))'. Did you mean '\(id)'?"
            }
            throw CommandFailure(lines: lines, status: .usageError)
        }
    }
}
