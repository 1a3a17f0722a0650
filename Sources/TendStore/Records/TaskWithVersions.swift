import TendCore

/// A task with its schedule versions, as one joined read of the plan returns them.
public struct TaskWithVersions: Sendable {
    public var task: CareTask
    /// The task's versions in the order they take effect.
    public var versions: [TaskVersion]

    public init(task: CareTask, versions: [TaskVersion]) {
        self.task = task
        self.versions = versions
    }
}
