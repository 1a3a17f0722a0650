import Foundation
import Glibc
import TendCore
@testable import TendStore

/// What a `ChildProcess` does. Each role throws to report failure.
enum ChildRole: Codable {
    /// Opens the default-style location under `umask`, writes, and checks the modes of the
    /// write-ahead log and shared-memory files.
    case openDefaultLocation(path: String, umask: UInt32)
    /// Drops to the user `nobody` when root, then opens the database.
    case openUnprivileged(path: String)
    /// Records `count` completions and log entries of `taskID`, one write transaction each,
    /// adding the task first when `addsTask`.
    case recordCompletions(path: String, taskID: String, count: Int, addsTask: Bool)
    /// Claims the first reminder of `count` occurrences of `ibuprofen`, logging one entry per
    /// reminder it won.
    case claimNotifications(path: String, name: String, count: Int)
    /// Records one log entry and leaves the marker `written` as soon as the write returned.
    case writeOneEntry(path: String)
    /// Opens the database and reads its tasks, as a reading command does.
    case readTasks(path: String)
    /// Writes `rows` log entries in one transaction, leaving the marker `started` after the
    /// first thousand and `committed` after the commit, then lingers to be killed.
    case writeThenLinger(path: String, rows: Int)

    /// Plays the role; `context` reaches the parent.
    func play(_ context: ChildContext) throws {
        switch self {
        case .openDefaultLocation(let path, let mask):
            umask(mode_t(mask))
            let store = try CareStore(path: path, createMissingDirectories: true)
            try store.write { try $0.addTask(Fixtures.task("water"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
            for companion in [path + "-wal", path + "-shm"] where FileFacts.mode(of: companion) != 0o600 {
                throw ChildFailure("'\(companion)' has mode \(String(FileFacts.mode(of: companion), radix: 8))")
            }
        case .openUnprivileged(let path):
            if geteuid() == 0 {
                guard setgroups(0, nil) == 0, setgid(65534) == 0, setuid(65534) == 0 else {
                    throw ChildFailure("cannot drop privileges: \(String(cString: strerror(errno)))")
                }
            }
            _ = try CareStore(path: path)
        case .recordCompletions(let path, let taskID, let count, let addsTask):
            let store = try CareStore(path: path)
            if addsTask {
                try store.write { try $0.addTask(Fixtures.task(taskID), schedule: "every 5 minutes", zone: nil, effectiveFrom: Fixtures.march1) }
            }
            for index in 0..<count {
                let start = Fixtures.march1.adding(seconds: Int64(index) * 300)
                try store.write { transaction in
                    _ = try transaction.recordCompletion(
                        of: OccurrenceKey(taskID: taskID, version: 1, index: index), occurrenceStart: start, recordedAt: start
                    )
                    try transaction.addLogEntry(taskID: taskID, at: start, value: .number(Double(index)), recordedAt: start)
                }
            }
        case .claimNotifications(let path, let name, let count):
            let store = try CareStore(path: path)
            for index in 0..<count {
                try store.write { transaction in
                    let key = OccurrenceKey(taskID: "ibuprofen", version: 1, index: index)
                    if case .claimed = try transaction.claimNotification(for: key, at: Fixtures.march1) {
                        // Stands for "sent": one entry per reminder that went out.
                        try transaction.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, note: name, recordedAt: Fixtures.march1)
                    }
                }
            }
        case .writeOneEntry(let path):
            let store = try CareStore(path: path)
            try store.write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
            try context.mark("written")
        case .readTasks(let path):
            _ = try CareStore(path: path).read { try $0.tasks() }
        case .writeThenLinger(let path, let rows):
            let store = try CareStore(path: path)
            try store.write { transaction in
                for row in 0..<rows {
                    try transaction.addLogEntry(
                        taskID: "ibuprofen", at: Fixtures.march1.adding(seconds: Int64(row)),
                        value: .text(String(repeating: "dose ", count: 40)), recordedAt: Fixtures.march1
                    )
                    if row == 1_000 { try context.mark("started") }
                }
            }
            try context.mark("committed")
            sleep(60)
        }
    }
}

/// The child's side of the files it shares with its parent.
struct ChildContext {
    let directory: String
    let gate: String?

    /// Blocks until the parent opens the gate, if there is one.
    func waitForGate() {
        guard let gate else { return }
        while !FileManager.default.fileExists(atPath: gate) { usleep(200) }
    }

    /// Tells the parent the child reached `marker`.
    func mark(_ marker: String) throws {
        try Data().write(to: URL(fileURLWithPath: directory + "/" + marker))
    }

    /// Leaves what went wrong for the parent.
    func report(_ error: any Error) {
        try? Data(String(describing: error).utf8).write(to: URL(fileURLWithPath: directory + "/error"))
    }
}

/// A check a child makes that failed.
struct ChildFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
