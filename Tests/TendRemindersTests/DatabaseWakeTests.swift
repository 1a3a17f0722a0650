import Foundation
import TendCore
import TendReminders
import TendStore
import TendSystem
import Testing

/// What wakes the daemon about its database: the events it watches (`SystemWakeSources`),
/// seen through a real inotify watch while stores read and write the file as tend's commands
/// do, each opened and closed in turn.
@Suite struct DatabaseWakeTests {
    /// Another command's read (`tend today`, whose SQLite opens the log read-write and so
    /// closes it "for writing") does not wake the daemon; a write does.
    @Test func aReadElsewhereDoesNotWakeTheDaemonAndAWriteDoes() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/tend-wake-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tend.db"
        try add("water", to: path)
        let watch = try FileWatch(path, suffixes: ["-wal"], events: SystemWakeSources.databaseEvents)

        for _ in 0..<3 {
            let reader = try CareStore(path: path)
            #expect(try reader.read { try $0.tasks() }.map(\.id) == ["water"])
        }
        #expect(watch.drain() == false)

        try add("walk", to: path)
        #expect(watch.drain() == true)
    }

    private func add(_ id: String, to path: String) throws {
        let store = try CareStore(path: path)
        let task = CareTask(id: id, title: id, style: .simple, created: Instant(seconds: 1_764_547_200))
        _ = try store.write { try $0.addTask(task, schedule: "daily at 08:00", zone: nil, effectiveFrom: task.created) }
    }
}
