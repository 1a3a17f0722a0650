import CSQLite
import Foundation
import TendCore
@testable import TendStore

/// Sample data and small helpers shared by the suites.
enum Fixtures {
    /// 2026-03-01T00:00:00Z.
    static let march1 = Instant(seconds: 1_772_323_200)

    static func at(hours: Int64, days: Int64 = 0) -> Instant {
        march1.adding(seconds: days * 86_400 + hours * 3_600)
    }

    static func task(_ id: String, style: TaskStyle = .checklist, created: Instant = march1) -> CareTask {
        CareTask(id: id, title: id.capitalized, style: style, created: created)
    }

    /// A new store at `path` with `tasks` added, each on the schedule `daily at 08:00 and 20:00`
    /// from `march1`.
    static func store(at path: String, tasks: [String] = ["ibuprofen"]) throws -> CareStore {
        let store = try CareStore(path: path)
        try store.write { transaction in
            for id in tasks {
                try transaction.addTask(task(id), schedule: "daily at 08:00 and 20:00", zone: nil, effectiveFrom: march1)
            }
        }
        return store
    }

    /// Runs one query on a connection of its own and returns one column (the first unless
    /// told) of each row as text.
    static func query(_ path: String, _ sql: String, column: Int32 = 0) throws -> [String] {
        let connection = try SQLiteConnection(filename: path, flags: SQLITE_OPEN_READWRITE)
        return try connection.rows(sql) { $0.string(column) }
    }
}

extension Fixtures {
    /// Runs `sql` on a connection of its own, which closes before this returns.
    static func execute(_ path: String, _ sql: String) throws {
        let connection = try SQLiteConnection(filename: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try connection.execute(sql)
    }

    /// A new store at `path` with `ibuprofen` and 600 log entries of 50 bytes of text, about 30
    /// pages of `log_entries`, closed as tend closes it.
    static func storeFillingPages(at path: String) throws {
        try store(at: path).write { transaction in
            for minute in 0..<600 {
                try transaction.addLogEntry(
                    taskID: "ibuprofen", at: march1.adding(seconds: Int64(minute) * 60),
                    value: .text(String(repeating: "pain ", count: 10)), recordedAt: march1
                )
            }
        }
    }

    /// Writes deterministic garbage over whole pages (4096 bytes each, page 1 first) of the file.
    static func overwritePages(_ pages: ClosedRange<Int>, of path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var generator = SplitMix(seed: 42)
        for page in pages {
            try handle.seek(toOffset: UInt64((page - 1) * 4_096))
            try handle.write(contentsOf: Data((0..<4_096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))
        }
    }
}

/// A small deterministic random number generator, so that damaged files are the same each run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
