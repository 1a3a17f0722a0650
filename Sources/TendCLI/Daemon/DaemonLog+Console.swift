import TendArguments
import TendCore
import TendPlan
import TendReminders
import TendStore

extension DaemonLog {
    /// The daemon's messages on standard error: `tend daemon: …` for what it did,
    /// `Warning: …` (a sentence) for what went wrong while it carried on; moments on the wall
    /// clock of `zone`.
    init(console: Console, zone: ZoneRules) {
        self.init(info: { console.errorLine("tend daemon: " + $0) },
                  warning: { console.errorLine("Warning: " + TendCommandLine.sentence($0)) },
                  describe: { Self.sentence(for: $0, zone: zone) })
    }

    /// A sentence for an error of the store, a command step or anything else.
    static func sentence(for error: any Error, zone: ZoneRules) -> String {
        switch error {
        case let failure as CommandFailure: failure.lines.joined(separator: " ")
        case let usage as UsageError: usage.description
        case let store as StoreError: StoreErrorText.clause(StoreErrorText.sentence(store, zone: zone))
        case let plan as PlanError: StoreErrorText.clause(StoreErrorText.sentence(plan))
        case let refused as DoseRefused:
            StoreErrorText.clause(DoseRefusalText.sentence(
                refused.refusal, task: refused.task, name: TextSanitizer.sanitize(refused.task.title), at: refused.at,
                zone: refused.zone, force: "run 'tend done \(refused.task.id) --force'"))
        default: String(describing: error)
        }
    }
}
