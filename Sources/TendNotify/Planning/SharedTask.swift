import TendCore

/// A task held once for all of its reminder candidates: each candidate refers to it instead of
/// holding a copy of the task (about 200 bytes), which the daemon keeps for every candidate of
/// every task between rounds. Two are equal when their tasks are.
public final class SharedTask: Hashable, Sendable {
    public let task: CareTask

    public init(_ task: CareTask) {
        self.task = task
    }

    public static func == (lhs: SharedTask, rhs: SharedTask) -> Bool {
        lhs === rhs || lhs.task == rhs.task
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(task)
    }
}
