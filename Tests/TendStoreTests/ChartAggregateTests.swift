import TendCore
import Testing
@testable import TendStore

/// Migration 6's aggregates: `done_masks` (a mask of the done occurrence indices per 64) and
/// `log_tallies` (a log task's entries per hour of UTC), built from a fifth-schema
/// database's rows, kept by triggers through every write, compared with their rows by
/// `chartAggregateDrift` and built again by `rebuildChartAggregates`.
@Suite struct ChartAggregateTests {
    static let masks = "SELECT task_id || ' ' || version || ' ' || block || ' ' || bits FROM done_masks ORDER BY 1"
    static let tallies = """
        SELECT task_id || ' ' || hour || ' ' || entries || ' ' || numbers || ' ' || coalesce(sum, '-') || ' '
            || coalesce(low, '-') || ' ' || coalesce(high, '-') FROM log_tallies ORDER BY task_id, hour
        """

    /// A fifth-schema database of outcomes at indices 0, 5, 63 (the sign bit), 64 and 130, and
    /// entries at 100 s, 200 s, 3,599 s, 3,600 s and, before 1970, -1 s.
    static func fifthSchemaDatabase(at path: String) throws {
        try Fixtures.execute(path, Migrations.all.prefix(5).map(\.sql).joined(separator: "\n") + """
            PRAGMA user_version = 5;
            INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at) VALUES ('ibuprofen', 'Ibuprofen', 'checklist', 1, 0);
            INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at) VALUES ('pain', 'Pain', 'log', 0, 0);
            INSERT INTO task_versions (task_id, version, effective_from, schedule, created_at) VALUES ('ibuprofen', 1, 0, 'every hour', 0);
            INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at)
                VALUES ('ibuprofen', 1, 0, 0, 0), ('ibuprofen', 1, 5, 18000, 0), ('ibuprofen', 1, 63, 226800, 0),
                       ('ibuprofen', 1, 64, 230400, 0), ('ibuprofen', 1, 130, 468000, 0);
            INSERT INTO log_entries (task_id, at, kind, number, unit, recorded_at) VALUES ('pain', 100, 'number', 6, '/10', 100);
            INSERT INTO log_entries (task_id, at, kind, text, recorded_at) VALUES ('pain', 200, 'text', 'dull', 200);
            INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3599, 'number', 2.5, 3599);
            INSERT INTO log_entries (task_id, at, recorded_at) VALUES ('pain', 3600, 3600);
            INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', -1, 'number', 4, 0);
            """)
    }

    @Test func aFifthSchemaDatabaseGainsBothAggregatesBuiltFromItsRows() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Self.fifthSchemaDatabase(at: path)
        let store = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == [String(CareStore.schemaVersion)])
        // 1 + 32 + the sign bit; 1; 1 << 2.
        #expect(try Fixtures.query(path, Self.masks) == [
            "ibuprofen 1 0 -9223372036854775775", "ibuprofen 1 1 1", "ibuprofen 1 2 4",
        ])
        #expect(try Fixtures.query(path, Self.tallies) == [
            "pain -1 1 1 4.0 4.0 4.0", "pain 0 3 2 8.5 2.5 6.0", "pain 1 1 0 - - -",
        ])
        #expect(try store.read { try $0.chartAggregateDrift() }.isNone)
        var masks: [String] = []
        try store.read { transaction in
            try transaction.forEachDoneMask(of: "ibuprofen", version: 1, in: 64..<129) { masks.append("\($0) \($1)") }
        }
        #expect(masks == ["1 1", "2 4"])
        var tallies: [LogTally] = []
        try store.read { try $0.forEachLogTally(of: "pain", in: -1..<1) { tallies.append($0) } }
        #expect(tallies == [
            LogTally(hour: -1, entries: 1, numbers: DailySamples.Total(count: 1, sum: 4, minimum: 4, maximum: 4)),
            LogTally(hour: 0, entries: 3, numbers: DailySamples.Total(count: 2, sum: 8.5, minimum: 2.5, maximum: 6)),
        ])
    }

    /// Writes of any program (here SQL on a connection of its own, as the `sqlite3` shell
    /// writes) keep both aggregates true: a removal takes its bit away and a block or a hour
    /// hour left empty goes; a removed minimum or maximum is found again among the rows left;
    /// an update that moves an outcome or an entry moves its bit or its tally.
    @Test func everyWriteKeepsThemTrue() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Self.fifthSchemaDatabase(at: path)
        let store = try CareStore(path: path)
        try Fixtures.execute(path, """
            DELETE FROM outcomes WHERE occurrence_index IN (63, 130);
            UPDATE outcomes SET occurrence_index = 70 WHERE occurrence_index = 64;
            INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at) VALUES ('ibuprofen', 1, 127, 0, 0);
            DELETE FROM log_entries WHERE at = 100;
            UPDATE log_entries SET at = 3650 WHERE at = -1;
            UPDATE log_entries SET kind = 'number', number = 9, text = NULL WHERE at = 200;
            """)
        #expect(try Fixtures.query(path, Self.masks) == ["ibuprofen 1 0 33", "ibuprofen 1 1 -9223372036854775744"])
        #expect(try Fixtures.query(path, Self.tallies) == ["pain 0 2 2 11.5 2.5 9.0", "pain 1 2 1 4.0 4.0 4.0"])
        #expect(try store.read { try $0.chartAggregateDrift() }.isNone)
    }

    /// A write that goes around the triggers (with them dropped for it) is found, block by
    /// block and hour by hour, and the aggregates are built again from the rows.
    @Test func aWriteAroundTheTriggersIsFoundAndRepaired() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Self.fifthSchemaDatabase(at: path)
        let store = try CareStore(path: path)
        let before = (try Fixtures.query(path, Self.masks), try Fixtures.query(path, Self.tallies))
        try Fixtures.execute(path, """
            UPDATE done_masks SET bits = 3 WHERE block = 2;
            INSERT INTO done_masks VALUES ('ibuprofen', 1, 9, 1);
            DELETE FROM log_tallies WHERE hour = 1;
            UPDATE log_tallies SET high = 7 WHERE hour = 0;
            """)
        #expect(try store.read { try $0.chartAggregateDrift() } == ChartAggregateDrift(doneMasks: 2, logTallies: 2))
        try store.write { try $0.rebuildChartAggregates() }
        #expect(try Fixtures.query(path, Self.masks) == before.0)
        #expect(try Fixtures.query(path, Self.tallies) == before.1)
        #expect(try store.read { try $0.chartAggregateDrift() }.isNone)
    }
}
