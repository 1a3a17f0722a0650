import Testing
import TendCore
import TendReminders

/// The reminder loop acting on a `missed 2 doses: message mum` rule, through the print
/// backend on a clock moved by hand: the exact alert, once per run of misses, across a
/// restart, and not when a dose of the run was recorded.
@Suite struct MissedDoseAlertLoopTests {
    typealias H = LoopHarness

    /// Ibuprofen at 08, 12, 16 and 20, created at midnight, with the rule; Mum has a mobile.
    static func harness() throws -> H {
        let harness = try H()
        try harness.add("Ibuprofen", "daily at 08:00, 12:00, 16:00, 20:00")
        try harness.store.write { transaction in
            try transaction.addContact(Contact(id: "mum", name: "Mum", messagingNumbers: [LabeledValue(label: "mobile", value: "+44 7700 900123")]))
            try transaction.setAlertRules([AlertRule(condition: .missedDoses(2), action: .message, contactID: "mum")], ofTask: "ibuprofen")
        }
        return harness
    }

    static let alertLine = "2026-12-01T16:00:00+00:00 alert: Ibuprofen: 2 doses missed — Your plan says: message Mum, "
        + "+44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:1]\n"

    static func noNags(lead: Int64 = 0, catchUp: Int64 = 12 * 3600) -> ReminderConfiguration {
        H.configuration {
            $0.nagIntervalSeconds = 0
            $0.leadSeconds = lead
            $0.catchUpSeconds = catchUp
        }
    }

    @Test func theSecondMissInARowAlertsOnceWhenTheNextDoseBegins() throws {
        let harness = try Self.harness()
        let clock = ManualClock(at: H.at("07:59:59"))
        harness.run(Array(repeating: .alarmRings, count: 4), clock: clock, hasAlarm: true, configuration: Self.noNags())
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T12:00:00+00:00 due: Ibuprofen at 12:00 [tend:ibuprofen:1:1]
            2026-12-01T16:00:00+00:00 due: Ibuprofen at 16:00 [tend:ibuprofen:1:2]

            """ + Self.alertLine + """
            2026-12-01T20:00:00+00:00 due: Ibuprofen at 20:00 [tend:ibuprofen:1:3]

            """)
    }

    /// With a lead time the reminders come before the doses, and the loop wakes at the
    /// 16:00 start itself for the alert.
    @Test func theLoopWakesForTheMissItself() throws {
        let harness = try Self.harness()
        let clock = ManualClock(at: H.at("15:49:59"))
        let wakes = harness.run([.alarmRings, .alarmRings], clock: clock, hasAlarm: true,
                                configuration: Self.noNags(lead: 600, catchUp: 60))
        #expect(harness.output == "2026-12-01T15:50:00+00:00 due: Ibuprofen at 16:00 [tend:ibuprofen:1:2]\n" + Self.alertLine)
        #expect(wakes.armedAt == H.at("19:50"))
    }

    /// A restart within the run: the reminder sent at 16:00 says that the alert went out.
    @Test func aRestartAfterTheAlertSendsItNotAgain() throws {
        let harness = try Self.harness()
        harness.run([.alarmRings], clock: ManualClock(at: H.at("15:59:59")), hasAlarm: true, configuration: Self.noNags(catchUp: 60))
        #expect(harness.output == "2026-12-01T16:00:00+00:00 due: Ibuprofen at 16:00 [tend:ibuprofen:1:2]\n" + Self.alertLine)
        harness.run([], clock: ManualClock(at: H.at("16:30")), hasAlarm: true, configuration: Self.noNags(catchUp: 60))
        #expect(harness.output == "2026-12-01T16:00:00+00:00 due: Ibuprofen at 16:00 [tend:ibuprofen:1:2]\n" + Self.alertLine)
    }

    /// A daemon that was not running at the miss alerts when it starts, within the window.
    @Test func aDaemonStartedAfterTheMissAlertsAtOnce() throws {
        let harness = try Self.harness()
        harness.run([], clock: ManualClock(at: H.at("17:00")), hasAlarm: true, configuration: Self.noNags(catchUp: 2 * 3600))
        #expect(harness.output == """
            2026-12-01T17:00:00+00:00 caught-up: Ibuprofen at 16:00 (1 h ago) [tend:ibuprofen:1:2]
            2026-12-01T17:00:00+00:00 alert: Ibuprofen: 2 doses missed — Your plan says: message Mum, \
            +44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:1]

            """)
    }

    /// Any outcome in the run breaks it: 12:00 done late, so only 16:00 and 20:00 are a run,
    /// whose second miss comes at midnight; the next morning's reminder brings no second alert
    /// (none was sent since the miss, so only the loop's memory holds it back).
    @Test func aDoseRecordedInTheRunPutsTheAlertOff() throws {
        let harness = try Self.harness()
        _ = try harness.store.write { transaction in
            try transaction.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 1),
                                             occurrenceStart: H.at("12:00"), recordedAt: H.at("13:00"))
        }
        let wakes = harness.run([], clock: ManualClock(at: H.at("16:30")), hasAlarm: true, configuration: Self.noNags(catchUp: 60))
        #expect(harness.output == "")
        #expect(wakes.armedAt == H.at("20:00"))
        harness.run([.alarmRings, .alarmRings, .alarmRings], clock: ManualClock(at: H.at("19:59:59")), hasAlarm: true,
                    configuration: Self.noNags(catchUp: 9 * 3600))
        #expect(harness.output == """
            2026-12-01T19:59:59+00:00 caught-up: Ibuprofen at 16:00 (3 h 59 min ago) [tend:ibuprofen:1:2]
            2026-12-01T20:00:00+00:00 due: Ibuprofen at 20:00 [tend:ibuprofen:1:3]
            2026-12-02T00:00:00+00:00 alert: Ibuprofen: 2 doses missed — Your plan says: message Mum, \
            +44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:3]
            2026-12-02T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:4]

            """)
    }

    /// A miss at the end of a day comes with no reminder in its round: the daemon restarted
    /// half an hour after its alert (within its hour of catch-up) reads the alert from the
    /// store's record of those it sent (schema version 7), and does not show it again. Before that record, only the loop's
    /// memory held it back, and the restart showed it a second time.
    @Test func aRestartAfterAnAlertAtTheEndOfADaySendsItNotAgain() throws {
        let harness = try Self.harness()
        _ = try harness.store.write { transaction in
            try transaction.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 1),
                                             occurrenceStart: H.at("12:00"), recordedAt: H.at("13:00"))
        }
        let before = """
            2026-12-01T20:00:00+00:00 due: Ibuprofen at 20:00 [tend:ibuprofen:1:3]
            2026-12-02T00:00:00+00:00 alert: Ibuprofen: 2 doses missed — Your plan says: message Mum, \
            +44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:3]

            """
        harness.run([.alarmRings, .alarmRings], clock: ManualClock(at: H.at("19:59:59")), hasAlarm: true,
                    configuration: Self.noNags(catchUp: 60))
        #expect(harness.output == before)
        let wakes = harness.run([], clock: ManualClock(at: H.at("23:59:59").adding(seconds: 1801)), hasAlarm: true,
                                configuration: Self.noNags(catchUp: 3600))
        #expect(harness.output == before)
        #expect(wakes.armedAt == H.at("08:00").adding(seconds: 86_400))
    }
}
