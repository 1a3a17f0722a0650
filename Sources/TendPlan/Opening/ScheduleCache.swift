import TendCore

/// Schedules read once and kept between loads of the plan by a long-running program (the
/// daemon, which loads the plan again after every change to the database): a load reads only
/// the schedule texts it has not seen, so a change to one task among thousands parses that
/// task's text alone. A schedule is kept by what it is read from, its text and its start date,
/// so a version replaced by another with the same number is read again; what a load no longer
/// uses is dropped at its end.
public final class ScheduleCache {
    /// What a stored schedule is read from: its text and the day it starts on when the text
    /// names none.
    struct Key: Hashable {
        let text: String
        let startDate: CivilDate
    }

    private var schedules: [Key: Schedule] = [:]
    private var usedInThisLoad: Set<Key> = []

    /// How many schedule texts the last load had to read (the others it found here).
    public private(set) var readInLastLoad = 0
    /// How many schedules are kept.
    public var count: Int { schedules.count }

    public init() {}

    func beginLoad() {
        usedInThisLoad = []
        readInLastLoad = 0
    }

    /// The schedule read from `key`, kept or read by `read`.
    func schedule(_ key: Key, read: () throws(PlanError) -> Schedule) throws(PlanError) -> Schedule {
        usedInThisLoad.insert(key)
        if let schedule = schedules[key] { return schedule }
        let schedule = try read()
        readInLastLoad += 1
        schedules[key] = schedule
        return schedule
    }

    /// Ends a load; one of the whole plan (`dropsUnused`) drops what it did not use.
    func finishLoad(dropsUnused: Bool) {
        if dropsUnused { schedules = schedules.filter { usedInThisLoad.contains($0.key) } }
        usedInThisLoad = []
    }
}
