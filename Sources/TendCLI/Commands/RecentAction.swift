import TendCore
import TendPlan
import TendStore
import TendTerminal

/// Something a person did to the plan that `tend undo` can take back or point at, as far as
/// the store keeps it: a completion, a log entry, a schedule edit or a removal. (Changes of a
/// title, a group or the other fields keep no history, so they are not among them.)
enum RecentAction {
    case completion(RecordedCompletion, task: CareTask)
    /// `isLatestOfTask`: the task's entry made last, which `tend undo TASK` removes.
    case logEntry(LogEntry, task: CareTask, isLatestOfTask: Bool)
    case scheduleEdit(ScheduleEdit, task: CareTask)
    case removal(CareTask)

    /// How many of each kind `--list` reads, and shows at most.
    static let listed = 10

    /// The task the action was done to.
    var task: CareTask {
        switch self {
        case .completion(_, let task), .logEntry(_, let task, _), .scheduleEdit(_, let task), .removal(let task): task
        }
    }

    /// Whether it is a recording (a completion or a log entry), which plain `tend undo` takes back.
    var isRecording: Bool {
        switch self {
        case .completion, .logEntry: true
        case .scheduleEdit, .removal: false
        }
    }

    /// When it was done, for ordering: a log entry and an edit know it; a completion was made no
    /// earlier than `madeNoEarlierThan`; a removal is placed where it takes effect.
    var madeAt: Instant {
        switch self {
        case .completion(let completion, _): completion.madeNoEarlierThan
        case .logEntry(let entry, _, _): entry.recordedAt
        case .scheduleEdit(let edit, _): edit.version.createdAt
        case .removal(let task): task.removed ?? task.created
        }
    }

    /// Ties of `madeAt` go to a completion first: its moment is only a lower bound, so it was
    /// made then or later.
    private var rank: Int {
        switch self {
        case .completion: 0
        case .logEntry: 1
        case .scheduleEdit: 2
        case .removal: 3
        }
    }

    /// The order of actions of one kind made at the same `madeAt`: completions and log entries
    /// are numbered in the order they are recorded.
    private var sequence: Int64 {
        switch self {
        case .completion(let completion, _): completion.outcome.id
        case .logEntry(let entry, _, _): entry.id
        case .scheduleEdit(let edit, _): Int64(edit.version.version)
        case .removal: 0
        }
    }

    /// The latest actions, newest first, at most `listed`; only those of `taskID` when given.
    static func latest(_ transaction: ReadTransaction, plan: CarePlan, taskID: String? = nil) throws -> [RecentAction] {
        let tasks = Dictionary(uniqueKeysWithValues: plan.tasks.map { ($0.id, $0) })
        var actions: [RecentAction] = []
        // A task's own actions may be older than the latest of every task: read enough.
        let limit = taskID == nil ? listed : Int.max / 2
        for completion in try transaction.latestCompletions(limit: limit) {
            if let task = tasks[completion.outcome.occurrence.taskID] { actions.append(.completion(completion, task: task)) }
        }
        var seen: Set<String> = []
        for entry in try transaction.latestLogEntries(limit: limit) {
            let isLatestOfTask = seen.insert(entry.taskID).inserted
            if let task = tasks[entry.taskID] { actions.append(.logEntry(entry, task: task, isLatestOfTask: isLatestOfTask)) }
        }
        for edit in try transaction.latestScheduleEdits(limit: limit) {
            if let task = tasks[edit.version.taskID] { actions.append(.scheduleEdit(edit, task: task)) }
        }
        actions += plan.tasks.filter { $0.removed != nil }.map(RecentAction.removal)
        let chosen = actions.filter { taskID == nil || $0.task.id == taskID }
        let newestFirst = chosen.sorted {
            ($1.madeAt, $0.rank, $1.sequence, $0.task.id) < ($0.madeAt, $1.rank, $0.sequence, $1.task.id)
        }
        return Array(newestFirst.prefix(listed))
    }
}
