import TendCore
import Testing
@testable import TendStore

/// A restore with the triggers set aside (`Transaction.restoringRows`) leaves the database as
/// the triggers would have: the same aggregates, every task in the change journal after what a
/// reader saw before, the same triggers; and a refused restore leaves the triggers working.
@Suite struct BulkRestoreTests {
    static let masks = ChartAggregateTests.masks
    static let tallies = ChartAggregateTests.tallies
    static let triggers = "SELECT name || ': ' || sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"

    /// The tables of TableRestoreTests' rich store, with more outcomes and entries: several
    /// blocks of one task, and hours with several numbers.
    static func source(at path: String) throws -> [(TableLayout, [[DatabaseValue]])] {
        let store = try TableRestoreTests.richStore(at: path)
        try store.write { transaction in
            for index in [2, 63, 64, 130] {
                let at = Fixtures.at(hours: Int64(index))
                _ = try transaction.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: index),
                                                     occurrenceStart: at, recordedAt: at)
            }
            for (hours, value) in [(Int64(8), 5.5), (9, 1.0), (9, -3.0)] {
                _ = try transaction.addLogEntry(taskID: "water", at: Fixtures.at(hours: hours), value: .number(value), unit: "glass",
                                                recordedAt: Fixtures.at(hours: hours))
            }
        }
        return try TableRestoreTests.dump(store)
    }

    @Test func theRestoredDatabaseHoldsWhatTheTriggersWouldHaveWritten() throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.source(at: directory.file("a.db"))
        let byTriggers = try CareStore(path: directory.file("b.db"))
        try TableRestoreTests.restore(tables, into: byTriggers, replacing: true)
        let bulk = try CareStore(path: directory.file("c.db"))
        let before = try bulk.read { try $0.lastTaskChange() }
        try bulk.write { transaction in
            try transaction.restoringRows {
                for (table, rows) in tables {
                    let restorer = try transaction.rowRestorer(table: table.name, columns: table.columns, replacingConflicts: true)
                    for row in rows { #expect(try restorer.restore(row) == .added) }
                }
                try transaction.checkReferences()
            }
        }
        #expect(try TableRestoreTests.dump(bulk).map(\.1) == tables.map(\.1))
        for query in [Self.masks, Self.tallies, Self.triggers] {
            #expect(try Fixtures.query(directory.file("c.db"), query) == Fixtures.query(directory.file("b.db"), query))
        }
        #expect(try Fixtures.query(directory.file("c.db"), Self.masks).count == 4)
        #expect(try Fixtures.query(directory.file("c.db"), Self.triggers).count == 22)
        #expect(try bulk.read { try $0.chartAggregateDrift() }.isNone)
        #expect(try bulk.read { try $0.tasksChanged(after: before) } == ["ibuprofen", "water"])
        // The triggers are back at work: a dose done after the restore sets its bit.
        try bulk.write { transaction in
            let at = Fixtures.at(hours: 200)
            _ = try transaction.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 3),
                                                 occurrenceStart: at, recordedAt: at)
        }
        #expect(try Fixtures.query(directory.file("c.db"), Self.masks).first == "ibuprofen 1 0 -9223372036854775795")
    }

    @Test func aRefusedRestoreLeavesTheTriggersAsTheyWere() throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.source(at: directory.file("a.db"))
        let outcomes = try #require(tables.first { $0.0.name == "outcomes" })
        let store = try Fixtures.store(at: directory.file("b.db"), tasks: ["ibuprofen"])
        let triggers = try Fixtures.query(directory.file("b.db"), Self.triggers)
        let change = try store.read { try $0.lastTaskChange() }
        #expect(throws: RowRestoreError.brokenReference(table: "outcomes", parent: "task_versions")) {
            try store.write { transaction in
                try transaction.restoringRows {
                    let restorer = try transaction.rowRestorer(table: "outcomes", columns: outcomes.0.columns, replacingConflicts: false)
                    for row in outcomes.1 where row[1] == .text("water") { _ = try restorer.restore(row) }
                    try transaction.checkReferences()
                }
            }
        }
        #expect(try Fixtures.query(directory.file("b.db"), Self.triggers) == triggers)
        #expect(try store.read { try $0.lastTaskChange() } == change)
        try store.write { transaction in
            let at = Fixtures.at(hours: 8)
            _ = try transaction.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 0),
                                                 occurrenceStart: at, recordedAt: at)
        }
        #expect(try store.read { try $0.tasksChanged(after: change) } == ["ibuprofen"])
        #expect(try Fixtures.query(directory.file("b.db"), Self.masks) == ["ibuprofen 1 0 1"])
    }
}
