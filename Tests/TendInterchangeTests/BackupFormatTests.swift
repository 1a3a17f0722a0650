import Testing
@testable import TendInterchange

/// The backup format: the exact text the writer makes, every value read back bit for bit,
/// and strict refusals that say where.
@Suite struct BackupFormatTests {
    static let header = BackupHeader(tool: "tend 0.1.0", schemaVersion: 2)

    static func write(_ tables: [(BackupTable, [[BackupValue]])], chunkBytes: Int = 1 << 16) throws -> String {
        var bytes: [UInt8] = []
        var writer = BackupWriter(chunkBytes: chunkBytes) { bytes += $0 }
        try writer.begin(header)
        for (table, rows) in tables {
            try writer.beginTable(table)
            for row in rows { try writer.row(row) }
            try writer.endTable()
        }
        try writer.end()
        return String(decoding: bytes, as: UTF8.self)
    }

    static func read(_ text: String) throws -> (BackupHeader, [(BackupTable, [[BackupValue]])]) {
        var reader = BackupReader(JSONReader(text: text))
        let header = try reader.header()
        var tables: [(BackupTable, [[BackupValue]])] = []
        while let table = try reader.nextTable() {
            var rows: [[BackupValue]] = []
            while let row = try reader.nextRow() { rows.append(row) }
            tables.append((table, rows))
        }
        return (header, tables)
    }

    static func formatError(_ text: String) -> BackupFormatError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? BackupFormatError
        }
    }

    @Test func exactText() throws {
        let text = try Self.write([
            (BackupTable(name: "a", columns: ["id", "x"]), [[.integer(1), .real(0.5)], [.integer(2), .null]]),
            (BackupTable(name: "b", columns: ["k"]), []),
        ])
        #expect(text == """
            {
              "format": "tend-backup",
              "formatVersion": 1,
              "tool": "tend 0.1.0",
              "schemaVersion": 2,
              "tables": [
                {
                  "name": "a",
                  "columns": ["id", "x"],
                  "rows": [
                    [1, 0.5],
                    [2, null]
                  ]
                },
                {
                  "name": "b",
                  "columns": ["k"],
                  "rows": []
                }
              ]
            }

            """)
        #expect(try Self.write([]) == """
            {
              "format": "tend-backup",
              "formatVersion": 1,
              "tool": "tend 0.1.0",
              "schemaVersion": 2,
              "tables": []
            }

            """)
    }

    static let values: [BackupValue] = [
        .integer(0), .integer(.max), .integer(.min), .real(1.0), .real(0.1), .real(-2.5e-300), .real(5e-324),
        .real(1.7976931348623157e308), .real(1e16), .real(123456789.123456789), .real(.infinity), .real(-.infinity),
        .text(""), .text("\u{0}\u{1B}[31m \u{9B} \u{202E} \"\\ é 😀 イ\n"), .blob([]), .blob([0]), .blob([0xFF, 0, 1]),
        .blob(Array(0...255)), .null,
    ]

    @Test func everyValueReadsBackBitForBit() throws {
        let table = BackupTable(name: "t", columns: ["v"])
        let rows = Self.values.map { [$0] }
        let text = try Self.write([(table, rows)], chunkBytes: 7)
        let (header, tables) = try Self.read(text)
        #expect(header == Self.header)
        #expect(tables.count == 1)
        #expect(tables[0].0 == table)
        #expect(tables[0].1 == rows)
        for (read, written) in zip(tables[0].1, rows) {
            if case .real(let a) = read[0], case .real(let b) = written[0] { #expect(a.bitPattern == b.bitPattern) }
        }
        #expect(try Self.write(tables) == Self.write([(table, rows)]))
    }

    @Test func realsAlwaysLookReal() {
        #expect(BackupWriter.text(of: .real(1)) == "1.0")
        #expect(BackupWriter.text(of: .real(1e16)) == "1e+16")
        #expect(BackupWriter.text(of: .real(-.infinity)) == #"{"real": "-Infinity"}"#)
        #expect(BackupWriter.text(of: .blob([1, 2, 3, 4])) == #"{"blob": "AQIDBA=="}"#)
    }

    @Test(arguments: ["AQIDBA=", "AQIDBA=A", "AQIDBB==", "A===", "AQ\u{0}D"])
    func nonCanonicalBase64IsRefused(text: String) {
        #expect(Base64.decode(text) == nil)
    }

    static func document(_ tables: String) -> String {
        """
        {"format": "tend-backup", "formatVersion": 1, "tool": "x", "schemaVersion": 2, "tables": [\(tables)]}
        """
    }

    @Test(arguments: [
        ("[]", BackupFormatProblem.unexpected(found: .beginArray, expected: .document), "1:1"),
        (#"{"format": "other", "formatVersion": 1}"#, .notABackup(format: "other"), "1:12"),
        (#"{"formatVersion": 1}"#, .unexpected(found: .key, expected: .key("format")), "1:2"),
        (#"{"format": "tend-backup", "formatVersion": 2}"#, .unsupportedFormatVersion(2), "1:44"),
        (#"{"format": "tend-backup", "formatVersion": 1, "schemaVersion": 2}"#, .unexpected(found: .key, expected: .key("tool")), "1:47"),
        (#"{"format": "tend-backup", "formatVersion": 1, "tool": "x", "schemaVersion": -1}"#, .invalidVersion("-1"), "1:77"),
        (document(#"{"name": "t", "columns": ["a", "b"], "rows": [[1]]}"#), .rowWidth(table: "t", expected: 2, found: 1), "1:137"),
        (document(#"{"name": "t", "columns": ["a"], "rows": [[9223372036854775808]]}"#), .integerOutOfRange("9223372036854775808"), "1:133"),
        (document(#"{"name": "t", "columns": ["a"], "rows": [[true]]}"#), .unexpected(found: .bool, expected: .cell), "1:133"),
        (document(#"{"name": "t", "columns": ["a"], "rows": [[{"blob": "A"}]]}"#), .invalidBase64, "1:142"),
        (document(#"{"name": "t", "columns": ["a", "a"], "rows": []}"#), .duplicate(name: "a"), "1:122"),
        (document(#"{"name": "t", "columns": [], "rows": []}, {"name": "t", "columns": [], "rows": []}"#), .duplicate(name: "t"), "1:142"),
        (document(#"{"name": "t", "rows": []}"#), .unexpected(found: .key, expected: .key("columns")), "1:105"),
        (document(#"{"name": "t", "columns": [], "rows": [],"# + "\n" + #" "x": 1}"#), .unexpected(found: .key, expected: .endOfObject), "2:2"),
    ])
    func refusesWithThePosition(text: String, problem: BackupFormatProblem, position: String) {
        let error = Self.formatError(text)
        #expect(error?.problem == problem)
        #expect(error?.position.description == position)
    }
}
