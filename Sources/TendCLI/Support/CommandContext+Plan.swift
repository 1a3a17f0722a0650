import TendCore
import TendPlan
import TendStore

extension CommandContext {
    /// The plan as stored, read in the user's `zone`. A version whose schedule or zone cannot be
    /// read is told on standard error, with the edit that replaces it, and the rest of the plan
    /// works: one broken task must not stop `today`, `summary` or the `edit` that fixes it.
    func plan(_ transaction: ReadTransaction, zone: ZoneRules) throws -> CarePlan {
        let plan = try CarePlan.load(transaction, userZone: zone, zones: zones)
        for problem in plan.unreadableVersions { console.errorLine("Warning: " + StoreErrorText.sentence(problem)) }
        return plan
    }
}
