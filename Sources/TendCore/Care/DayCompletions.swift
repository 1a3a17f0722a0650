/// When the occurrences of a stretch of time (a day, and for `next` the hours after it) were
/// done, chained by task: each completion points to the one recorded before it for the same
/// task, so recording is one look-up of the task's id and no array of its own, and a task's
/// agenda looks its id up once and then walks the task's few completions.
public struct DayCompletions: Sendable {
    /// One completion of a task: the occurrence (version and index) and when it was done.
    public struct Completion: Hashable, Sendable {
        public var version: Int
        public var index: Int
        public var doneAt: Instant
    }

    /// One task's completions, as `completions(of:)` found them: where the latest recorded is.
    public struct TaskCompletions: Sendable {
        /// The position in `recorded` of the task's latest completion; -1 when it has none.
        fileprivate let latest: Int
    }

    /// A completion and the position in `recorded` of the one recorded before it for the same
    /// task (-1 for the task's first).
    private struct Link: Sendable {
        var completion: Completion
        var previous: Int
    }

    /// Every completion, in the order recorded.
    private var recorded: [Link] = []
    /// The position in `recorded` of each task's latest completion.
    private var latestByTask: [String: Int] = [:]

    /// No completions; room for those of `taskCount` tasks without growing the table of
    /// tasks (each growth hashes every id it holds again).
    public init(taskCount: Int = 0) {
        latestByTask.reserveCapacity(taskCount)
    }

    /// Records that the occurrence `key` was done at `doneAt`; a later record of the same
    /// occurrence replaces an earlier one.
    public mutating func record(_ key: OccurrenceKey, doneAt: Instant) {
        let position = recorded.count
        let previous = latestByTask.updateValue(position, forKey: key.taskID) ?? -1
        recorded.append(Link(completion: Completion(version: key.version, index: key.index, doneAt: doneAt), previous: previous))
    }

    /// The completions of the task `taskID`, to ask `doneAt(version:index:in:)` of.
    public func completions(of taskID: String) -> TaskCompletions {
        TaskCompletions(latest: latestByTask[taskID] ?? -1)
    }

    /// When the occurrence `key` was done; nil when it was not.
    public func doneAt(_ key: OccurrenceKey) -> Instant? {
        doneAt(version: key.version, index: key.index, in: completions(of: key.taskID))
    }

    /// When the occurrence (`version`, `index`) of the task of `task` was done (its latest
    /// record); nil when it was not.
    public func doneAt(version: Int, index: Int, in task: TaskCompletions) -> Instant? {
        var position = task.latest
        while position >= 0 {
            let link = recorded[position]
            if link.completion.index == index && link.completion.version == version { return link.completion.doneAt }
            position = link.previous
        }
        return nil
    }
}
