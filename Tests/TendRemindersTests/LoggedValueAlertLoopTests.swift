import Testing
import TendCore
import TendReminders
import TendStore

/// The reminder loop acting on a `>= 8: call dr-sato` rule of a log task when another program
/// (`tend log` in a shell) logs a value while it runs: the exact alert through the print
/// backend, none for a value below the threshold, none for what was logged before it started, and
/// one for an entry made again after `tend undo` took one back (SQLite gives it the same id).
@Suite struct LoggedValueAlertLoopTests {
    typealias H = LoopHarness

    /// Nausea, a log task reminded at 20:00, with the rule; Dr. Sato has a clinic number.
    static func harness() throws -> H {
        let harness = try H()
        let task = CareTask(id: "nausea", title: "Nausea", style: .log, created: H.at("00:00"))
        try harness.store.write { transaction in
            _ = try transaction.addTask(task, schedule: "daily at 20:00", zone: nil, effectiveFrom: task.created)
            try transaction.addContact(Contact(id: "dr-sato", name: "Dr. Sato", phones: [LabeledValue(label: "clinic", value: "+81 3-1234-5678")]))
            try transaction.setAlertRules([AlertRule(condition: .value(.atLeast, 8), action: .call, contactID: "dr-sato")], ofTask: "nausea")
        }
        return harness
    }

    /// A step in which another program logs `value` at `time` (through its own connection, as
    /// `tend log` does); the loop looks at once.
    static func logged(_ value: Double, at time: String, in harness: H) -> [ScriptedWakes.Step] {
        [.writeElsewhere {
            let elsewhere = try CareStore(path: harness.store.path)
            _ = try elsewhere.write { try $0.addLogEntry(taskID: "nausea", at: H.at(time), value: .number(value), unit: "/10", recordedAt: H.at(time)) }
        }]
    }

    /// A step in which another program takes the task's newest entry back, as `tend undo` does.
    static func undone(in harness: H) -> [ScriptedWakes.Step] {
        [.writeElsewhere {
            let elsewhere = try CareStore(path: harness.store.path)
            _ = try elsewhere.write { try $0.removeLatestLogEntry(of: "nausea") }
        }]
    }

    /// The alert line of an 8 or more logged at 10:00 as entry `id`.
    static func alertLine(_ value: String, entry id: Int) -> String {
        "2026-12-01T10:00:00+00:00 alert: Nausea \(value) /10 — Your plan says: call Dr. Sato, "
            + "+81 3-1234-5678. <tel:+81312345678> [tend:alert:nausea:0:log:\(id)]\n"
    }

    @Test func aValueLoggedElsewhereThatMeetsTheRuleBringsOneAlert() throws {
        let harness = try Self.harness()
        // Logged before the daemon started: `tend log` said its line then.
        _ = try harness.store.write { try $0.addLogEntry(taskID: "nausea", at: H.at("09:00"), value: .number(9), unit: "/10", recordedAt: H.at("09:00")) }
        let clock = ManualClock(at: H.at("10:00"))
        let wakes = harness.run(Self.logged(7, at: "10:00", in: harness) + Self.logged(8, at: "10:00", in: harness),
                                clock: clock, hasAlarm: true)
        #expect(harness.output == Self.alertLine("8", entry: 3))
        #expect(wakes.problems.isEmpty)
    }

    /// 3 logged by mistake and taken back, then 9: the 9 has the 3's id and still alerts, whether
    /// the loop looked between the undo and the new entry or not.
    @Test func anEntryMadeAgainAfterAnUndoBringsItsAlert() throws {
        let harness = try Self.harness()
        let clock = ManualClock(at: H.at("10:00"))
        let undoneAndMadeAgain: ScriptedWakes.Step = .writeElsewhere {
            let elsewhere = try CareStore(path: harness.store.path)
            _ = try elsewhere.write { transaction in
                _ = try transaction.removeLatestLogEntry(of: "nausea")
                _ = try transaction.addLogEntry(taskID: "nausea", at: H.at("10:00"), value: .number(9), unit: "/10", recordedAt: H.at("10:00"))
            }
        }
        let steps = Self.logged(3, at: "10:00", in: harness) + [undoneAndMadeAgain] + Self.undone(in: harness)
            + Self.logged(8, at: "10:00", in: harness)
        let wakes = harness.run(steps, clock: clock, hasAlarm: true)
        #expect(harness.output == Self.alertLine("9", entry: 1) + Self.alertLine("8", entry: 1))
        #expect(wakes.problems.isEmpty)
    }
}
