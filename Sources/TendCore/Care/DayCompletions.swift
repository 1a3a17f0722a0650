/// When the occurrences of a stretch of time (a day, and for `next` the hours after it) were
/// done, grouped by task: a task's agenda looks each occurrence up among the task's own few
/// completions, with one look-up of the task's id instead of one hashed key per occurrence.
public struct DayCompletions: Sendable {
    /// One completion of a task: the occurrence (version and index) and when it was done.
    public struct Completion: Hashable, Sendable {
        public var version: Int
        public var index: Int
        public var doneAt: Instant
    }

    private var byTask: [String: [Completion]] = [:]

    /// No completions.
    public init() {}

    /// Records that the occurrence `key` was done at `doneAt`; a later record of the same
    /// occurrence replaces an earlier one.
    public mutating func record(_ key: OccurrenceKey, doneAt: Instant) {
        byTask[key.taskID, default: []].append(Completion(version: key.version, index: key.index, doneAt: doneAt))
    }

    /// The completions of the task `taskID`, in the order they were recorded.
    public func completions(of taskID: String) -> [Completion] {
        byTask[taskID] ?? []
    }

    /// When the occurrence `key` was done; nil when it was not.
    public func doneAt(_ key: OccurrenceKey) -> Instant? {
        byTask[key.taskID].flatMap { Self.doneAt(version: key.version, index: key.index, in: $0) }
    }

    /// When the occurrence (`version`, `index`) was done among one task's `completions`.
    public static func doneAt(version: Int, index: Int, in completions: [Completion]) -> Instant? {
        completions.last { $0.index == index && $0.version == version }?.doneAt
    }
}
