import TendCore

/// The words of the schedules on one command's cards ("4 times a day"), each described once:
/// the versions of a plan with the same stored schedule share one engine (see `CarePlan`), so a
/// description is kept by its engine and a plan of many tasks with few distinct schedules
/// describes each of them once.
struct ScheduleWords {
    private var byEngine: [ObjectIdentifier: String] = [:]

    /// The words of the schedule of the version at `position` of `timeline`, without its start.
    mutating func words(_ timeline: TaskTimeline, versionAt position: Int) -> String {
        let key = ObjectIdentifier(timeline.engine(ofVersionAt: position))
        if let words = byEngine[key] { return words }
        let words = ScheduleDescriber.describe(timeline.versions[position].schedule, includingStart: false)
        byEngine[key] = words
        return words
    }
}
