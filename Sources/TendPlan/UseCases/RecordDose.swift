import TendCore
import TendStore

/// Recording that a dose was taken, as `tend done` and the daemon's Done button both do: the
/// record's time must lie in its `RecordingWindow` (which nothing overrides), the dose rules
/// (`DoseSafety`) must allow it unless they are waived, and an occurrence done already keeps
/// its first record. It answers with data; the programs word it.
public enum RecordDose {
    /// Whether the dose rules are checked before recording.
    public enum Safety: Hashable, Sendable {
        /// The rules refuse a dose too soon, too early, repeated, beyond the day's maximum or
        /// in the future.
        case checked
        /// The rules are not asked (`tend done --force`, or an occurrence done already, whose
        /// record does not change).
        case waived
    }

    /// Why a dose was not recorded; nothing was written.
    public enum Refusal: Error, Hashable, Sendable {
        /// The record's time lies outside the window a completion of the occurrence may have.
        case outsideWindow(RecordingWindow)
        /// The dose rules refuse the dose.
        case unsafe(DoseSafety.Refusal)
    }

    /// What recording did.
    public enum Result: Hashable, Sendable {
        /// The dose was recorded as this outcome (its `id` is 0: the programs show its times,
        /// note and values, never its row).
        case recorded(Outcome)
        /// The occurrence was done already, as this outcome; nothing changed.
        case alreadyRecorded(Outcome)
    }

    /// Records that `occurrence` of `task` was done at `at`, with `note` and `values`.
    ///
    /// - Throws: `Refusal` (nothing written), or the store's errors.
    public static func record(
        _ occurrence: TaskOccurrence, of task: CareTask, at: Instant, note: String? = nil, values: [OutcomeValue] = [],
        safety: Safety, now: Instant, zone: ZoneRules, in transaction: Transaction
    ) throws -> Result {
        let scheduled = occurrence.occurrence.start
        let window = RecordingWindow.completion(scheduled: scheduled, now: now, zone: zone)
        guard window.contains(at) else { throw Refusal.outsideWindow(window) }
        if safety == .checked {
            let rules = DoseSafety(task: task, zone: zone)
            let recorded = try transaction.outcomes(of: task.id, recordedIn: rules.window(around: at)).map(\.recordedAt)
            if let refusal = rules.refusal(recordingAt: at, scheduled: scheduled, now: now, recorded: recorded) {
                throw Refusal.unsafe(refusal)
            }
        }
        switch try transaction.recordCompletion(of: occurrence.key, occurrenceStart: scheduled, recordedAt: at,
                                                 note: note, values: values) {
        case .alreadyRecorded(let outcome):
            return .alreadyRecorded(outcome)
        case .recorded:
            return .recorded(Outcome(id: 0, occurrence: occurrence.key, occurrenceStart: scheduled, recordedAt: at,
                                     note: note, values: values))
        }
    }

    /// The task and occurrence that `key`, scheduled to start at `start`, names in `plan`; nil
    /// when the task is gone or its schedule no longer has that occurrence (a popup answered
    /// after the task was edited or removed).
    public static func scheduledOccurrence(_ key: OccurrenceKey, startingAt start: Instant,
                                           in plan: CarePlan) -> (task: CareTask, occurrence: TaskOccurrence)? {
        guard let task = plan.tasks.first(where: { $0.id == key.taskID }),
              let occurrence = plan.timeline(task).occurrences(from: start, to: start.adding(seconds: 1))
                .first(where: { $0.key == key })
        else { return nil }
        return (task, occurrence)
    }
}
