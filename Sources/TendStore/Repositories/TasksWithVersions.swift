import TendCore

/// The SQL of the plan's read: the tasks and the versions, each table walked in the order of
/// its primary key, so that SQLite sorts nothing and searches nothing, and the two merge by
/// task id as they are read (`docs/store.md`, "The reads of `tend today`").
enum TaskWithVersionsSQL {
    /// Every task's columns (`TaskSQL.columns`), by id.
    static let tasks = "SELECT \(TaskSQL.columns) FROM tasks ORDER BY id"
    /// Every version's task id, number, start, schedule, zone and creation, by task id and
    /// number: by number is by start (`addVersion`, the only writer, numbers the versions
    /// 1, 2, 3 ... in the order they take effect).
    static let versions = """
        SELECT task_id, version, effective_from, schedule, zone, created_at FROM task_versions ORDER BY task_id, version
        """
}

extension ReadTransaction {
    /// Every task, removed ones included, oldest first (as `tasks()`), each with its versions
    /// in the order they take effect (as `versions(of:)`): the whole plan in two walks, each
    /// task's columns read once and its id kept once for all its versions.
    public func tasksWithVersions() throws -> [TaskWithVersions] {
        let versions = try connection.prepare(TaskWithVersionsSQL.versions)
        try versions.bind([])
        var version = try versions.step()
        let tasks = try connection.prepare(TaskWithVersionsSQL.tasks)
        try tasks.bind([])
        var read: [TaskWithVersions] = []
        while let row = try tasks.step() {
            let task = CareTask(row: row)
            var taskVersions: [TaskVersion] = []
            // Both walks go by task id in SQLite's order of text (its bytes): a version of no
            // task (which the foreign key forbids) is passed over, as a join would.
            while let current = version, case let order = current.compareText(0, task.id), order <= 0 {
                if order == 0 {
                    taskVersions.append(TaskVersion(
                        taskID: task.id, version: current.int(1), effectiveFrom: current.instant(2),
                        schedule: current.string(3), zone: current.optionalString(4), createdAt: current.instant(5)
                    ))
                }
                version = try versions.step()
            }
            read.append(TaskWithVersions(task: task, versions: taskVersions))
        }
        // Oldest first, and by id among tasks created at the same second (`TaskSQL.all`): the
        // rows came by id, so their position breaks the ties exactly as SQLite's order would,
        // and rows already in that order (tasks added one after another) are not sorted.
        guard read.indices.dropFirst().contains(where: { read[$0].task.created < read[$0 - 1].task.created }) else { return read }
        let order = read.indices.sorted { (read[$0].task.created, $0) < (read[$1].task.created, $1) }
        return order.map { read[$0] }
    }
}
