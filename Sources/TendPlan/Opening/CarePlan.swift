import TendCore
import TendStore
import TendSystem

/// The tasks of the database joined with their schedules, read and ready for the engine.
public struct CarePlan: Sendable {
    /// Every task, removed ones included, oldest first.
    public let tasks: [CareTask]
    /// The user's zone: days start and end at its midnights.
    public let userZone: ZoneRules
    /// The stored versions that could not be read (`PlanError.scheduleUnreadable` and
    /// `.zoneUnreadable`), in the order of `tasks` and then of version: one task's problem does
    /// not keep the others from being shown, reminded of and counted.
    public let unreadableVersions: [PlanError]
    /// Whether versions with the same stored schedule (text and start day) share one schedule
    /// and one engine: a load of `minimumVersionsSharingSchedules` versions or more.
    public let sharesSchedules: Bool
    /// Each task's schedule versions with their engines, in the order of `tasks`.
    private let schedules: [TaskSchedules]
    /// The position in `tasks` of each task, by id.
    private let positionByID: [String: Int]

    /// A task's schedule versions, ascending by `effectiveFrom`, and the engine of each, in the
    /// same order.
    private struct TaskSchedules: Sendable {
        var versions: [ScheduleVersion] = []
        var engines: [ScheduleEngine] = []
    }

    /// A stored schedule as a load read it, with the engine that expands it in its zone: the
    /// versions of a load with the same text and start date share both (a plan of many tasks
    /// has few distinct schedules), so each is parsed and prepared once.
    private struct ReadSchedule {
        let schedule: Schedule
        let engine: ScheduleEngine
    }

    /// Reads every task and version (or those of `taskIDs`); the zones schedules are pinned to come from `zones`. A
    /// version whose schedule does not read, or whose zone cannot be loaded, is kept in place
    /// with no occurrences (so the versions around it keep their spans and numbering) and is
    /// listed in `unreadableVersions`.
    ///
    /// - Parameters:
    ///   - cache: schedules kept from earlier loads, for a program that loads the plan again
    ///     and again (the daemon); texts it holds are not read again.
    ///   - taskIDs: the tasks to read, when not all (the daemon after a change to some): ids
    ///     of tasks that no longer exist are left out, and the cache keeps what other tasks use.
    public static func load(_ transaction: ReadTransaction, userZone: ZoneRules, zones: ZoneLoader,
                            cache: ScheduleCache? = nil, taskIDs: [String]? = nil) throws -> CarePlan {
        let rows = try readRows(transaction, taskIDs: taskIDs)
        cache?.beginLoad()
        let plan = CarePlan(rows: rows[...], userZone: userZone, zones: zones, cache: cache)
        cache?.finishLoad(dropsUnused: taskIDs == nil)
        return plan
    }

    /// Reads the plan as ``load(_:userZone:zones:cache:taskIDs:)`` does, and hands it to `body`
    /// a part at a time: plans of at most `tasksPerPart` consecutive tasks, in the order of
    /// `tasks`. Only one part's tasks, schedules and engines are held at once, so a program
    /// that looks at each task once (the daemon's round over every task) holds a part's, not
    /// thousands of tasks' (at 2,000 tasks with 1,441 distinct schedules, the whole plan's
    /// engines alone were 0.9 MiB). `cache` sees the parts as one load.
    public static func forEachPart(_ transaction: ReadTransaction, userZone: ZoneRules, zones: ZoneLoader,
                                   cache: ScheduleCache? = nil, taskIDs: [String]? = nil, tasksPerPart: Int,
                                   _ body: (CarePlan) throws -> Void) throws {
        precondition(tasksPerPart > 0, "a part holds at least one task")
        let rows = try readRows(transaction, taskIDs: taskIDs)
        cache?.beginLoad()
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(start + tasksPerPart, rows.endIndex)
            try body(CarePlan(rows: rows[start..<end], userZone: userZone, zones: zones, cache: cache))
            start = end
        }
        cache?.finishLoad(dropsUnused: taskIDs == nil)
    }

    /// Every task with its versions, or those of `taskIDs` (ids of tasks that no longer exist
    /// are left out), in the plan's order.
    private static func readRows(_ transaction: ReadTransaction, taskIDs: [String]?) throws -> [TaskWithVersions] {
        guard let taskIDs else { return try transaction.tasksWithVersions() }
        return try taskIDs.compactMap { id in
            try transaction.task(id: id).map { TaskWithVersions(task: $0, versions: try transaction.versions(of: id)) }
        }
    }

    /// The plan of `rows`, each distinct schedule read (or found in `cache`) and prepared once.
    private init(rows: ArraySlice<TaskWithVersions>, userZone: ZoneRules, zones: ZoneLoader, cache: ScheduleCache?) {
        var zonesByName: [String: ZoneRules] = [:]
        var schedulesInOrder: [TaskSchedules] = []
        schedulesInOrder.reserveCapacity(rows.count)
        var positionByID: [String: Int] = [:]
        positionByID.reserveCapacity(rows.count)
        var readInThisLoad: [ScheduleCache.Key: ReadSchedule] = [:]
        // The table of read schedules costs about 140 k instructions the first time a run fills
        // one (its generic type is made at run time), more than a few parses: a small plan reads
        // each version's text.
        let versionCount = rows.reduce(0) { $0 + $1.versions.count }
        let sharesReadSchedules = versionCount >= Self.minimumVersionsSharingSchedules
        // Room for every version at once: growing the table rehashes each text it holds.
        if sharesReadSchedules { readInThisLoad.reserveCapacity(versionCount) }
        var unreadable: [PlanError] = []
        for row in rows {
            // The id alone: a copy of the task is 16 references retained and released.
            let taskID = row.task.id
            var schedules = TaskSchedules()
            schedules.versions.reserveCapacity(row.versions.count)
            schedules.engines.reserveCapacity(row.versions.count)
            for version in row.versions {
                let key = ScheduleCache.Key(text: version.schedule, startDate: Self.startDate(of: version, userZone: userZone))
                let read: ReadSchedule
                if let known = readInThisLoad[key] {
                    read = known
                } else {
                    do throws(PlanError) {
                        let schedule = try Self.readStoredSchedule(version, key: key, taskID: taskID, zones: zones,
                                                                   loaded: &zonesByName, cache: cache)
                        let zone = schedule.zoneName.flatMap { zonesByName[$0] } ?? userZone
                        read = ReadSchedule(schedule: schedule, engine: ScheduleEngine(schedule: schedule, zone: zone))
                        if sharesReadSchedules { readInThisLoad[key] = read }
                    } catch {
                        unreadable.append(error)
                        let empty = Schedule(elements: [])
                        read = ReadSchedule(schedule: empty, engine: ScheduleEngine(schedule: empty, zone: userZone))
                    }
                }
                schedules.versions.append(ScheduleVersion(number: version.version, effectiveFrom: version.effectiveFrom,
                                                          schedule: read.schedule))
                schedules.engines.append(read.engine)
            }
            positionByID[taskID] = schedulesInOrder.count
            schedulesInOrder.append(schedules)
        }
        tasks = rows.map(\.task)
        self.userZone = userZone
        unreadableVersions = unreadable
        sharesSchedules = sharesReadSchedules
        schedules = schedulesInOrder
        self.positionByID = positionByID
    }

    /// The fewest versions for which a load reads each distinct schedule once and shares it,
    /// rather than reading every version's text.
    static let minimumVersionsSharingSchedules = 16

    /// A stored schedule (from `cache` when it holds it) with the zone it is pinned to loaded
    /// into `loaded`.
    private static func readStoredSchedule(_ version: TaskVersion, key: ScheduleCache.Key, taskID: String, zones: ZoneLoader,
                                           loaded: inout [String: ZoneRules], cache: ScheduleCache?) throws(PlanError) -> Schedule {
        let schedule = if let cache {
            try cache.schedule(key) { () throws(PlanError) in try readStoredSchedule(version, key: key, taskID: taskID) }
        } else {
            try readStoredSchedule(version, key: key, taskID: taskID)
        }
        if let name = schedule.zoneName, loaded[name] == nil {
            do {
                loaded[name] = try zones.zone(named: name)
            } catch {
                throw PlanError.zoneUnreadable(taskID: taskID, version: version.version, effectiveFrom: version.effectiveFrom,
                                               reason: error.description)
            }
        }
        return schedule
    }

    /// A stored schedule, read as it was written (its text names its start date; `key` holds
    /// the day it starts on when it names none).
    private static func readStoredSchedule(_ version: TaskVersion, key: ScheduleCache.Key, taskID: String) throws(PlanError) -> Schedule {
        do {
            return try ScheduleLanguage.parse(key.text, options: ScheduleParsingOptions(startDate: key.startDate))
        } catch {
            throw PlanError.scheduleUnreadable(taskID: taskID, version: version.version, effectiveFrom: version.effectiveFrom,
                                               message: error.message)
        }
    }

    /// The day a version's schedule starts on when its text names none: the day it took effect.
    private static func startDate(of version: TaskVersion, userZone: ZoneRules) -> CivilDate {
        userZone.localDateTime(at: version.effectiveFrom).date
    }

    /// The task's schedule versions, ascending by `effectiveFrom`; an unreadable one has an
    /// empty schedule.
    public func versions(of task: CareTask) -> [ScheduleVersion] {
        positionByID[task.id].map(versions(ofTaskAt:)) ?? []
    }

    /// The schedule versions of the task at `position` in `tasks`, as ``versions(of:)`` gives
    /// them, found without looking its id up.
    public func versions(ofTaskAt position: Int) -> [ScheduleVersion] {
        schedules[position].versions
    }

    /// Why the versions of `task` that could not be read could not, ascending by version.
    public func unreadableVersions(of task: CareTask) -> [PlanError] {
        unreadableVersions.filter { $0.storedVersion?.taskID == task.id }
    }

    /// Why the version `number` of `task` could not be read; nil when it was read.
    public func problem(of task: CareTask, version number: Int) -> PlanError? {
        unreadableVersions(of: task).first { $0.storedVersion?.version == number }
    }

    /// The task's occurrences across its versions.
    public func timeline(_ task: CareTask) -> TaskTimeline {
        let schedules = positionByID[task.id].map { self.schedules[$0] } ?? TaskSchedules()
        return TaskTimeline(task: task, versions: schedules.versions, engines: schedules.engines)
    }

    /// The timeline of the task at `position` in `tasks`, as ``timeline(_:)`` makes it, found
    /// without looking its id up (a day of 1,000 tasks looked each up twice: 0.75 M instructions).
    public func timeline(ofTaskAt position: Int) -> TaskTimeline {
        TaskTimeline(task: tasks[position], versions: schedules[position].versions, engines: schedules[position].engines)
    }

    /// The first and the day after the last instant of a local day.
    public func bounds(of day: CivilDate) -> (start: Instant, end: Instant) {
        (userZone.instant(for: LocalDateTime(date: day)), userZone.instant(for: LocalDateTime(date: day.adding(days: 1))))
    }
}
