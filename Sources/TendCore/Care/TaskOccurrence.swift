/// An occurrence of a task under one of its versions: the key records are tied to.
public struct TaskOccurrence: Hashable, Sendable {
    public var taskID: String
    public var version: Int
    public var occurrence: Occurrence
    /// The label of the occurrence's schedule element.
    public var label: String?

    public init(taskID: String, version: Int, occurrence: Occurrence, label: String?) {
        self.taskID = taskID
        self.version = version
        self.occurrence = occurrence
        self.label = label
    }

    /// The key outcomes are stored under.
    public var key: OccurrenceKey { OccurrenceKey(taskID: taskID, version: version, index: occurrence.index) }
}

/// Names one occurrence of one task version: (task, version, index).
public struct OccurrenceKey: Hashable, Sendable, Comparable {
    public var taskID: String
    public var version: Int
    public var index: Int

    public init(taskID: String, version: Int, index: Int) {
        self.taskID = taskID
        self.version = version
        self.index = index
    }

    public static func < (a: OccurrenceKey, b: OccurrenceKey) -> Bool {
        (a.taskID, a.version, a.index) < (b.taskID, b.version, b.index)
    }
}
