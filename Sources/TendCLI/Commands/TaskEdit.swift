import TendArguments
import TendCore
import TendPlan
import TendStore
import TendTerminal

/// The changes `tend edit` asks for, already checked, and the one write that makes them.
struct TaskEdit {
    /// A new version of the schedule from a moment: a new schedule, or the one in effect then
    /// pinned to a zone.
    struct ScheduleChange {
        var effective: Instant
        /// The new schedule; nil keeps the one in effect at `effective`.
        var schedule: Schedule?
        /// The zone the schedule is pinned to (`--tz`).
        var pin: String?
    }

    /// What the write changed.
    struct Outcome {
        var taskID: String
        /// The names of the changed fields, in the order `tend edit` lists them.
        var changes: [String]
        /// The schedule version added, with its schedule, if any.
        var version: (number: Int, schedule: Schedule, effectiveFrom: Instant)?
        /// The plan's other tasks that are not removed (for a guess at a mistyped group).
        var otherTasks: [CareTask] = []
    }

    var title: String?
    /// New instructions; empty removes them.
    var instructions: String?
    /// A new group; empty removes it.
    var group: String?
    var style: TaskStyle?
    var color: TaskColor?
    var target: Double?
    var unit: String?
    var lead: Int64?
    /// A new daily limit; `.some(nil)` removes it.
    var maxPerDay: Int??
    /// A new minimum interval in seconds; `.some(nil)` removes it.
    var minInterval: Int64??
    var countsTowardAdherence: Bool?
    var schedule: ScheduleChange?
    /// Contacts to link, as the user named them.
    var linkedContacts: [String] = []
    /// Contacts to unlink, as the user named them.
    var unlinkedContacts: [String] = []
    /// Alert rules to add, after the ones the task has (none with `removesAlerts`).
    var alerts: [AlertRuleParser.Parsed] = []
    var removesAlerts = false

    /// Finds the task named `name` and makes every change in one transaction; an edit that
    /// changes nothing is refused and writes nothing.
    func apply(toTaskNamed name: String, in store: CareStore, zone: ZoneRules, now: Instant,
               context: CommandContext) throws -> Outcome {
        try store.write { transaction -> Outcome in
            let plan = try context.plan(transaction, zone: zone)
            let found = try plan.task(named: name)
            var task = found
            var changes: [String] = []
            if let title { task.title = title; changes.append("title") }
            if let instructions { task.instructions = instructions.isEmpty ? nil : instructions; changes.append("instructions") }
            if let group { task.group = group.isEmpty ? nil : group; changes.append("group") }
            if let style { task.style = style; changes.append("style") }
            if let color { task.color = color.rawValue; changes.append("colour") }
            if let target { task.targetAmount = target; changes.append("target") }
            if let unit { task.targetUnit = unit; changes.append("unit") }
            if let lead { task.notificationLeadSeconds = lead; changes.append("lead") }
            if let maxPerDay { task.maxPerDay = maxPerDay; changes.append("daily limit") }
            if let minInterval { task.minIntervalSeconds = minInterval; changes.append("minimum interval") }
            if let countsTowardAdherence { task.countsTowardAdherence = countsTowardAdherence; changes.append("adherence") }
            if schedule != nil { changes.append("schedule") }
            let linked = try transaction.contactIDs(linkedToTask: found.id)
            let unlinked = try TaskFields.contactIDs(unlinkedContacts, in: transaction)
            let contacts = try TaskFields.contactIDs(linkedContacts, after: linked.filter { !unlinked.contains($0) }, in: transaction)
            if contacts != linked { changes.append("contacts") }
            let rules = try transaction.alertRules(ofTask: found.id)
            let newRules = (removesAlerts ? [] : rules) + (try AlertRuleReading.rules(alerts, for: task, in: transaction))
            if newRules != rules { changes.append("alerts") }
            // After the lookup, so that a task that is not there is what an empty edit reports.
            guard !changes.isEmpty else {
                throw ArgumentError.validation("Nothing to change: give an option such as --schedule or --title.")
            }
            try transaction.updateTask(task)
            if contacts != linked { try transaction.setContacts(contacts, ofTask: task.id) }
            if newRules != rules { try transaction.setAlertRules(newRules, ofTask: task.id) }
            let others = try transaction.tasks(notRemovedBy: now).filter { $0.id != task.id }
            var outcome = Outcome(taskID: task.id, changes: changes, otherTasks: others)
            if let change = schedule {
                let current = plan.versions(of: found).last { $0.effectiveFrom <= change.effective } ?? plan.versions(of: found).last!
                // Pinning a schedule that cannot be read would store an empty one.
                if change.schedule == nil, plan.problem(of: found, version: current.number) != nil {
                    throw CommandFailure("cannot pin the schedule of '\(task.id)' to a zone: version \(current.number) cannot be read; "
                                         + "give the schedule again with --schedule", status: .dataError)
                }
                var schedule = change.schedule ?? current.schedule
                if change.schedule == nil { schedule.zoneName = change.pin }
                let words = ScheduleDescriber.describe(schedule)
                try RecordKeeping.refuseHidingCompletions(of: task, from: change.effective,
                                                          change: "change the schedule of '\(task.id)'", transaction, zone: zone)
                let version = try transaction.addVersion(of: task.id, schedule: words, zone: schedule.zoneName,
                                                         effectiveFrom: change.effective, createdAt: now)
                outcome.version = (version.version, schedule, change.effective)
            }
            return outcome
        }
    }
}
