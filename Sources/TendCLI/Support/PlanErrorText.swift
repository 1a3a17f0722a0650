import TendPlan

extension CommandFailure {
    /// What the person is told when the stored plan cannot be read.
    init(_ error: PlanError) {
        switch error {
        case .scheduleUnreadable(let taskID, let version, let message):
            self.init("the schedule of task '\(taskID)' (version \(version)) cannot be read: \(message); fix it with 'tend edit \(taskID) --schedule …'")
        case .zoneUnreadable(let taskID, let version, let reason):
            self.init("the schedule of task '\(taskID)' (version \(version)) is pinned to a zone this machine cannot read: \(reason)")
        }
    }
}
