import Testing
@testable import TendStore

/// The queries that grow with the history use an index, so that a day's view costs the same
/// at a million outcomes as at a thousand.
@Suite struct QueryPlanTests {
    @Test(arguments: [
        ("task by id", TaskSQL.byID),
        ("version at an instant", TaskVersionSQL.atInstant),
        ("versions of a task", TaskVersionSQL.ofTask),
        ("outcome of an occurrence", OutcomeSQL.byOccurrence),
        ("outcomes by index range", OutcomeSQL.byIndexRange),
        ("outcomes scheduled in a range", OutcomeSQL.scheduledIn),
        ("completions scheduled in a range", OutcomeSQL.completionsScheduledIn),
        ("outcomes of a task recorded in a range", OutcomeSQL.ofTaskRecordedIn),
        ("log entries of a task in a range", LogEntrySQL.ofTaskIn),
        ("log entries in a range", LogEntrySQL.allIn),
        ("logged numbers of a task in a range", LoggedNumberSQL.ofTaskIn),
        ("latest unit of a task in a range", LoggedNumberSQL.latestUnitOfTaskIn),
        ("done masks of a version in an index range", DoneMaskSQL.ofVersionIn),
        ("log tallies of a task in a range", LogTallySQL.ofTaskIn),
        ("log entry by id", LogEntrySQL.byID),
        ("notification of an occurrence", NotificationSQL.byOccurrence),
        ("notifications by index range", NotificationSQL.byIndexRange),
        ("snoozed notifications", NotificationSQL.snoozedDueBy),
        ("contact by id", ContactSQL.byID),
        ("numbers of a contact", ContactValueSQL.ofContact),
        ("contacts of a task", TaskContactSQL.ofTask),
        ("tasks of a contact", TaskContactSQL.ofContact),
        ("alert rules of a task", TaskAlertSQL.ofTask),
        ("tasks alerting a contact", TaskAlertSQL.tasksOfContact),
        ("latest change", TaskChangeSQL.last),
        ("tasks changed after a number", TaskChangeSQL.after),
    ])
    func queryUsesAnIndex(name: String, sql: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        let plan = try Fixtures.query(path, "EXPLAIN QUERY PLAN \(sql)", column: 3).joined(separator: "\n")
        #expect(!plan.contains("SCAN"), "\(name):\n\(plan)")
        #expect(plan.contains("SEARCH"), "\(name):\n\(plan)")
    }

    /// A day's completions are read from the index by occurrence start alone (schema version 8):
    /// no look-up of each outcome's row, and no sort, since the index holds the id after the start.
    @Test func aDaysCompletionsAreReadFromTheIndexAlone() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        let plan = try Fixtures.query(path, "EXPLAIN QUERY PLAN \(OutcomeSQL.completionsScheduledIn)", column: 3)
        #expect(plan == [
            "SEARCH outcomes USING COVERING INDEX outcomes_by_occurrence_start_with_completion (occurrence_start>? AND occurrence_start<?)",
        ])
    }

    /// A task's outcomes recorded in a window are found through the task's recording times
    /// (schema version 10), in their order: no other task's rows, and no sort.
    @Test func aTasksRecentOutcomesAreFoundByTaskAndRecordingTime() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        let plan = try Fixtures.query(path, "EXPLAIN QUERY PLAN \(OutcomeSQL.ofTaskRecordedIn)", column: 3)
        #expect(plan.first == "SEARCH o USING INDEX outcomes_by_task_and_recorded_at (task_id=? AND recorded_at>? AND recorded_at<?)",
                "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
    }

    /// The plan's read walks the tasks and the versions each in the order of its primary key:
    /// no sort, no search.
    @Test(arguments: [
        (TaskWithVersionsSQL.tasks, ["SCAN tasks"]),
        (TaskWithVersionsSQL.versions, ["SCAN task_versions"]),
    ])
    func thePlansReadSortsNothing(sql: String, expected: [String]) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        let plan = try Fixtures.query(path, "EXPLAIN QUERY PLAN \(sql)", column: 3)
        #expect(plan == expected, "\(plan)")
    }
}
