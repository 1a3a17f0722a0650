import TendCore

/// The SQL of the plan's joined read: every task's columns, then one version's.
enum TaskWithVersionsSQL {
    /// The task columns (`TaskSQL.columns`, from 0) and the version's number, start, schedule,
    /// zone and creation (from `versionColumn`), one row a version, a task without versions in
    /// one row of NULLs. Ordered by the two primary keys, so that SQLite sorts nothing and
    /// reads each version with one search: by number is by start (`addVersion`, the only
    /// writer, numbers the versions 1, 2, 3 ... in the order they take effect).
    static let all = """
        SELECT t.id, t.title, t.instructions, t.group_name, t.style, t.color, t.target_value, t.target_unit,
            t.counts_toward_adherence, t.notification_lead_seconds, t.max_per_day, t.min_interval_seconds,
            t.created_at, t.deleted_at, v.version, v.effective_from, v.schedule, v.zone, v.created_at
        FROM tasks AS t LEFT JOIN task_versions AS v ON v.task_id = t.id
        ORDER BY t.id, v.version
        """
    static let versionColumn: Int32 = 14
}

extension ReadTransaction {
    /// Every task, removed ones included, oldest first (as `tasks()`), each with its versions
    /// in the order they take effect (as `versions(of:)`): the whole plan in one statement, each
    /// task's columns read once.
    public func tasksWithVersions() throws -> [TaskWithVersions] {
        var read: [TaskWithVersions] = []
        try connection.prepare(TaskWithVersionsSQL.all).forEachRow([]) { row in
            let taskID: String
            if let last = read.last, row.textEquals(0, last.task.id) {
                taskID = last.task.id
            } else {
                read.append(TaskWithVersions(task: CareTask(row: row), versions: []))
                taskID = read[read.count - 1].task.id
            }
            let column = TaskWithVersionsSQL.versionColumn
            guard !row.isNull(column) else { return }
            read[read.count - 1].versions.append(TaskVersion(
                taskID: taskID, version: row.int(column), effectiveFrom: row.instant(column + 1),
                schedule: row.string(column + 2), zone: row.optionalString(column + 3), createdAt: row.instant(column + 4)
            ))
        }
        // Oldest first, and by id among tasks created at the same second (`TaskSQL.all`): the
        // rows came by id, so their position breaks the ties exactly as SQLite's order would.
        let order = read.indices.sorted { (read[$0].task.created, $0) < (read[$1].task.created, $1) }
        return order.map { read[$0] }
    }
}
