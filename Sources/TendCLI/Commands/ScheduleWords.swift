import TendCore

/// The words of the schedules on one command's cards ("4 times a day"), each described once
/// when the plan shares its schedules: the versions of such a plan with the same stored
/// schedule share one engine (see `CarePlan.sharesSchedules`), so a description is kept by its
/// engine and a plan of many tasks with few distinct schedules describes each of them once. A
/// smaller plan has an engine per version and its schedules are described each time: the
/// table would cost more (its generic type is made at run time) than it could save.
struct ScheduleWords {
    private var byEngine: [ObjectIdentifier: String]?

    /// Keeps the descriptions when `sharing`, the plan's `sharesSchedules`.
    init(sharing: Bool) {
        byEngine = sharing ? [:] : nil
    }

    /// The words of the schedule of the version at `position` of `timeline`, without its start.
    mutating func words(_ timeline: TaskTimeline, versionAt position: Int) -> String {
        guard byEngine != nil else { return describe(timeline, versionAt: position) }
        let key = ObjectIdentifier(timeline.engine(ofVersionAt: position))
        if let words = byEngine?[key] { return words }
        let words = describe(timeline, versionAt: position)
        byEngine?[key] = words
        return words
    }

    private func describe(_ timeline: TaskTimeline, versionAt position: Int) -> String {
        ScheduleDescriber.describe(timeline.versions[position].schedule, includingStart: false)
    }
}
