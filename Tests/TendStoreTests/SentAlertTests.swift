import TendCore
import Testing
@testable import TendStore

/// The daemon's record of the alerts it sent (`sent_alerts`, schema version 7): written in the
/// round an alert goes out, read by tag from a miss on, pruned by the miss's age, and never
/// part of the plan an export carries.
@Suite struct SentAlertTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: [])
    }

    private func record(_ tag: String, missedAt hour: Int64, sentAt sent: Int64, pruningBefore prune: Int64 = 0) throws {
        try store.write { try $0.recordSentAlert(tag: tag, missedAt: Fixtures.at(hours: hour), sentAt: Fixtures.at(hours: sent),
                                                 pruningBefore: Fixtures.at(hours: prune)) }
    }

    private func tags(missedSince hour: Int64) throws -> [String] {
        try store.read { try $0.sentAlerts(missedSince: Fixtures.at(hours: hour)) }.map { "\($0.tag)@\($0.missedAt.seconds)" }
    }

    @Test func recordedAlertsAreReadFromTheirMissOn() throws {
        try record("tend:alert:ibuprofen:0:1:5", missedAt: 16, sentAt: 16)
        try record("tend:alert:ibuprofen:1:1:7", missedAt: 24, sentAt: 25)
        #expect(try tags(missedSince: 0) == ["tend:alert:ibuprofen:0:1:5@\(Fixtures.at(hours: 16).seconds)",
                                             "tend:alert:ibuprofen:1:1:7@\(Fixtures.at(hours: 24).seconds)"])
        #expect(try tags(missedSince: 17) == ["tend:alert:ibuprofen:1:1:7@\(Fixtures.at(hours: 24).seconds)"])
    }

    @Test func aRecordPrunesTheAlertsOfOlderMisses() throws {
        try record("tend:alert:ibuprofen:0:1:5", missedAt: 16, sentAt: 16)
        try record("tend:alert:ibuprofen:0:1:9", missedAt: 40, sentAt: 40, pruningBefore: 17)
        #expect(try tags(missedSince: 0) == ["tend:alert:ibuprofen:0:1:9@\(Fixtures.at(hours: 40).seconds)"])
    }

    @Test func theSameAlertRecordedTwiceIsOneRow() throws {
        try record("tend:alert:ibuprofen:0:1:5", missedAt: 16, sentAt: 16)
        try record("tend:alert:ibuprofen:0:1:5", missedAt: 16, sentAt: 17)
        #expect(try tags(missedSince: 0) == ["tend:alert:ibuprofen:0:1:5@\(Fixtures.at(hours: 16).seconds)"])
    }

    /// The daemon's state, like its change journal: an export does not carry it, and a
    /// database holding only it counts as empty for a restore.
    @Test func exportsLeaveTheRecordOut() throws {
        try record("tend:alert:ibuprofen:0:1:5", missedAt: 16, sentAt: 16)
        let names = try store.read { try $0.tableLayouts() }.map(\.name)
        #expect(!names.contains("sent_alerts"))
        #expect(!names.contains("task_changes"))
        #expect(try store.read { try $0.holdsNoRows() })
    }
}
