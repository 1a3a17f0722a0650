import Foundation
import TendCore
import TendStore

/// A real database for the use cases' tests, in an owner-only directory of its own under the
/// system's temporary directory, removed with what it holds when the value goes away.
final class UseCaseDatabase {
    /// 2026-03-01T00:00:00Z, when the tasks begin.
    static let march1 = Instant(seconds: 1_772_323_200)

    let directory: String
    let store: CareStore

    /// A new database with `tasks`, each on the schedule `daily at 08:00 and 20:00` from
    /// `march1`.
    init(tasks: [CareTask]) throws {
        directory = FileManager.default.temporaryDirectory.path + "/tend-plan-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        store = try CareStore(path: directory + "/tend.db")
        try store.write { transaction in
            for task in tasks {
                _ = try transaction.addTask(task, schedule: "daily at 08:00 and 20:00", zone: nil, effectiveFrom: Self.march1)
            }
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// `hours` after `march1`.
    static func at(hours: Int64) -> Instant { march1.adding(seconds: hours * 3_600) }
}
