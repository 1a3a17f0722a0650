import TendCore
import TendPlan

extension CarePlan {
    /// The words of one of `task`'s versions, or, for a version whose schedule or zone cannot
    /// be read, that it cannot (the warning each command prints says why and how to replace it).
    func words(of version: ScheduleVersion, of task: CareTask, includingStart: Bool = true) -> String {
        guard problem(of: task, version: version.number) == nil else { return "(cannot be read; see 'tend check')" }
        return ScheduleDescriber.describe(version.schedule, includingStart: includingStart)
    }
}
