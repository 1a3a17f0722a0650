import TendCore
import Testing
@testable import TendStore

@Suite struct NotificationTests {
    let directory: TemporaryDirectory
    let store: CareStore
    let occurrence = OccurrenceKey(taskID: "ibuprofen", version: 1, index: 4)

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"))
    }

    private func claim(at hour: Int64, _ key: OccurrenceKey? = nil) throws -> NotificationClaim {
        try store.write { try $0.claimNotification(for: key ?? occurrence, at: Fixtures.at(hours: hour)) }
    }

    @Test func firstClaimWinsAndLaterOnesSeeIt() throws {
        let first = NotificationRecord(occurrence: occurrence, firstSentAt: Fixtures.at(hours: 8), lastSentAt: Fixtures.at(hours: 8), timesSent: 1)
        #expect(try claim(at: 8) == .claimed(first))
        #expect(try claim(at: 9) == .alreadyClaimed(first))
        #expect(try store.read { try $0.notification(for: occurrence) } == first)
    }

    @Test func repeatIsClaimedOnceFromTheCurrentRecord() throws {
        guard case .claimed(let first) = try claim(at: 8) else { Issue.record("not claimed"); return }
        let nag = try store.write { try $0.claimRepeat(of: first, at: Fixtures.at(hours: 9)) }
        let expected = NotificationRecord(occurrence: occurrence, firstSentAt: Fixtures.at(hours: 8), lastSentAt: Fixtures.at(hours: 9), timesSent: 2)
        #expect(nag == .claimed(expected))
        // A second daemon still holding the first record loses.
        #expect(try store.write { try $0.claimRepeat(of: first, at: Fixtures.at(hours: 9)) } == .alreadyClaimed(expected))
    }

    @Test func snoozeWaitsAndTheRepeatEndsIt() throws {
        _ = try claim(at: 8)
        let snoozed = try store.write { try $0.snoozeNotification(for: occurrence, until: Fixtures.at(hours: 10)) }
        #expect(snoozed.snoozedUntil == Fixtures.at(hours: 10))
        #expect(try store.read { try $0.snoozedNotifications(dueBy: Fixtures.at(hours: 9)) }.isEmpty)
        #expect(try store.read { try $0.snoozedNotifications(dueBy: Fixtures.at(hours: 10)) } == [snoozed])
        guard case .claimed(let repeated) = try store.write({ try $0.claimRepeat(of: snoozed, at: Fixtures.at(hours: 10)) }) else {
            Issue.record("repeat not claimed")
            return
        }
        #expect(repeated.snoozedUntil == nil)
        #expect(repeated.timesSent == 2)
        #expect(try store.read { try $0.snoozedNotifications(dueBy: Fixtures.at(hours: 99)) }.isEmpty)
    }

    @Test func snoozingWhatWasNeverSentThrows() throws {
        #expect(throws: StoreError.notificationNotFound(occurrence)) {
            try store.write { try $0.snoozeNotification(for: occurrence, until: Fixtures.at(hours: 10)) }
        }
    }

    @Test func claimForAnUnknownVersionThrows() throws {
        #expect(throws: StoreError.versionNotFound(taskID: "ibuprofen", version: 3)) {
            try claim(at: 8, OccurrenceKey(taskID: "ibuprofen", version: 3, index: 0))
        }
    }

    @Test func recordsByIndexRange() throws {
        for index in [1, 4, 6, 9] {
            _ = try claim(at: 8, OccurrenceKey(taskID: "ibuprofen", version: 1, index: index))
        }
        #expect(try store.read { try $0.notifications(of: "ibuprofen", version: 1, indices: 2..<9) }.map(\.occurrence.index) == [4, 6])
    }
}
