import Testing
import TendCore
@testable import TendStore

/// Whole tables out and back in: every table of the schema, in name order, rows in key order
/// with their storage classes; restoring them gives the same rows; the merge rule; and refusals
/// that change nothing.
@Suite struct TableRestoreTests {
    /// A store with a bit of everything: two tasks (one with a real target), completions with
    /// values of each kind, log entries, a reminder record and a contact.
    static func richStore(at path: String) throws -> CareStore {
        let store = try Fixtures.store(at: path, tasks: ["ibuprofen", "water"])
        try store.write { transaction in
            let at = Fixtures.at(hours: 8)
            _ = try transaction.recordCompletion(
                of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 0), occurrenceStart: at, recordedAt: at, note: "é 😀",
                values: [OutcomeValue(.number(0.1), unit: "mg", recordedAt: at), OutcomeValue(.text("ok\n"), recordedAt: at),
                         OutcomeValue(.boolean(true), recordedAt: at)])
            _ = try transaction.recordCompletion(
                of: OccurrenceKey(taskID: "water", version: 1, index: 1), occurrenceStart: at, recordedAt: at)
            _ = try transaction.addLogEntry(taskID: "water", at: at, value: .number(2), unit: "glass", recordedAt: at)
            _ = try transaction.addLogEntry(taskID: "water", at: at, note: "none", recordedAt: at)
            _ = try transaction.claimNotification(for: OccurrenceKey(taskID: "water", version: 1, index: 1), at: at)
            try transaction.addContact(Contact(id: "gp", name: "Dr Who", role: "GP", phones: [LabeledValue(label: "work", value: "+44 1")]))
        }
        return store
    }

    /// Every table and its rows.
    static func dump(_ store: CareStore) throws -> [(TableLayout, [[DatabaseValue]])] {
        try store.read { transaction in
            try transaction.tableLayouts().map { table in
                var rows: [[DatabaseValue]] = []
                try transaction.forEachRow(of: table) { rows.append($0) }
                return (table, rows)
            }
        }
    }

    /// Restores `tables` into `store` in one transaction; how many rows were added and how many
    /// were there already.
    @discardableResult
    static func restore(_ tables: [(TableLayout, [[DatabaseValue]])], into store: CareStore, replacing: Bool = false) throws -> (Int, Int) {
        try store.write { transaction in
            var counts = (0, 0)
            for (table, rows) in tables {
                let restorer = try transaction.rowRestorer(table: table.name, columns: table.columns, replacingConflicts: replacing)
                for row in rows {
                    if try restorer.restore(row) == .added { counts.0 += 1 } else { counts.1 += 1 }
                }
            }
            try transaction.checkReferences()
            return counts
        }
    }

    @Test func tablesComeFromTheSchemaInNameOrder() throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.dump(Self.richStore(at: directory.file("tend.db")))
        #expect(tables.map(\.0.name) == ["contact_values", "contacts", "log_entries", "notifications", "outcome_values", "outcomes",
                                          "task_alerts", "task_contacts", "task_versions", "tasks"])
        let layouts = Dictionary(uniqueKeysWithValues: tables.map { ($0.0.name, $0.0) })
        #expect(layouts["outcome_values"]?.primaryKey == ["outcome_id", "position"])
        #expect(layouts["outcomes"]?.columns == ["id", "task_id", "version", "occurrence_index", "occurrence_start", "recorded_at", "note"])
        #expect(layouts["tasks"]?.columns.suffix(2) == ["max_per_day", "min_interval_seconds"])
        let values = try #require(tables.first { $0.0.name == "outcome_values" }?.1)
        #expect(values.map { $0[3] } == [.real(0.1), .null, .real(1)])
        #expect(values.map { $0[1] } == [.integer(0), .integer(1), .integer(2)])
    }

    @Test func restoringIntoAnEmptyDatabaseGivesTheSameRows() throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.dump(Self.richStore(at: directory.file("a.db")))
        let copy = try CareStore(path: directory.file("b.db"))
        #expect(try copy.read { try $0.holdsNoRows() })
        let (added, present) = try Self.restore(tables, into: copy, replacing: true)
        #expect(added == tables.map(\.1.count).reduce(0, +))
        #expect(present == 0)
        #expect(try copy.read { try $0.holdsNoRows() } == false)
        let again = try Self.dump(copy)
        #expect(again.map(\.0) == tables.map(\.0))
        #expect(again.map(\.1) == tables.map(\.1))
    }

    @Test func importingTheSameRowsTwiceAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.richStore(at: directory.file("a.db"))
        let tables = try Self.dump(store)
        let (added, present) = try Self.restore(tables, into: store)
        #expect(added == 0)
        #expect(present == tables.map(\.1.count).reduce(0, +))
    }

    @Test func aKeyHoldingOtherContentIsRefusedAndNothingChanges() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.richStore(at: directory.file("a.db"))
        var tables = try Self.dump(store)
        let index = try #require(tables.firstIndex { $0.0.name == "tasks" })
        tables[index].1[1][1] = .text("Water, renamed")
        let before = try Self.dump(store)
        #expect(throws: RowRestoreError.conflict(table: "tasks", keyColumns: ["id"], key: [.text("water")],
                                                 constraint: "UNIQUE constraint failed: tasks.id")) {
            try Self.restore(tables, into: store)
        }
        #expect(try Self.dump(store).map(\.1) == before.map(\.1))
    }

    /// Into an empty database, rows a migration might have seeded give way to the file's.
    @Test func replacingLetsTheFileWin() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.richStore(at: directory.file("a.db"))
        var tables = try Self.dump(store)
        let index = try #require(tables.firstIndex { $0.0.name == "tasks" })
        tables[index].1[1][1] = .text("Water, renamed")
        let (added, present) = try Self.restore(tables, into: store, replacing: true)
        #expect(added == 1)
        #expect(present == tables.map(\.1.count).reduce(0, +) - 1)
        #expect(try Self.dump(store).map(\.1) == tables.map(\.1))
    }

    @Test func anOutcomeForAnOccurrenceDoneUnderAnotherIDIsRefused() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.richStore(at: directory.file("a.db"))
        let outcomes = try #require(Self.dump(store).first { $0.0.name == "outcomes" })
        var moved = outcomes.1[0]
        moved[0] = .integer(99)
        #expect(throws: RowRestoreError.conflict(
            table: "outcomes", keyColumns: [], key: [],
            constraint: "UNIQUE constraint failed: outcomes.task_id, outcomes.version, outcomes.occurrence_index")) {
            try Self.restore([(outcomes.0, [moved])], into: store)
        }
    }

    @Test func aRowThatRefersToNothingIsRefused() throws {
        let directory = try TemporaryDirectory()
        let source = try Self.dump(Self.richStore(at: directory.file("a.db")))
        let outcomes = try #require(source.first { $0.0.name == "outcomes" })
        let empty = try CareStore(path: directory.file("b.db"))
        #expect(throws: RowRestoreError.brokenReference(table: "outcomes", parent: "task_versions")) {
            try Self.restore([outcomes], into: empty, replacing: true)
        }
        #expect(try empty.read { try $0.holdsNoRows() })
    }

    @Test func theTablesRulesStillHold() throws {
        let directory = try TemporaryDirectory()
        let source = try Self.dump(Self.richStore(at: directory.file("a.db")))
        var tasks = try #require(source.first { $0.0.name == "tasks" })
        tasks.1[0][4] = .text("bogus")
        let empty = try CareStore(path: directory.file("b.db"))
        #expect(throws: RowRestoreError.refused(
            table: "tasks",
            reason: "CHECK constraint failed: style IN ('simple', 'instructions', 'log', 'checklist', 'grid')")) {
            try Self.restore([tasks], into: empty, replacing: true)
        }
        #expect(throws: RowRestoreError.unknownTable("nothing")) {
            try empty.write { _ = try $0.rowRestorer(table: "nothing", columns: [], replacingConflicts: false) }
        }
        #expect(throws: RowRestoreError.unknownColumn(table: "tasks", column: "colour")) {
            try empty.write { _ = try $0.rowRestorer(table: "tasks", columns: ["id", "colour"], replacingConflicts: false) }
        }
    }

    @Test func anOlderExportWithoutTheNewerColumnsTakesTheirDefaults() throws {
        let directory = try TemporaryDirectory()
        let source = try Self.dump(Self.richStore(at: directory.file("a.db")))
        let tasks = try #require(source.first { $0.0.name == "tasks" })
        let versions = try #require(source.first { $0.0.name == "task_versions" })
        let older = TableLayout(name: "tasks", columns: Array(tasks.0.columns.dropLast(2)), primaryKey: ["id"])
        let empty = try CareStore(path: directory.file("b.db"))
        try Self.restore([(older, tasks.1.map { Array($0.dropLast(2)) }), versions], into: empty, replacing: true)
        #expect(try Self.dump(empty).first { $0.0.name == "tasks" }?.1 == tasks.1)
    }
}
