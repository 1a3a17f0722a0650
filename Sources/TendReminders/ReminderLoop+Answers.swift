import TendCore
import TendPlan
import TendNotify
import TendStore

/// What people answer in the popups, recorded in the store.
extension ReminderLoop {
    /// Records what a person answered in a popup: Done as `tend done` records it, Snooze, or
    /// Log as `tend log` does; an alert's Call, Message or Email opens the contact's link.
    func answer(_ response: ReminderResponse) {
        if let link = response.link {
            return AlertLinkOpening.open(link, alert: response.summary, environment: environment, log: log)
        }
        guard let occurrence = response.occurrence else { return }
        let now = clock.now()
        let name = "\(occurrence.title) (\(composer.iso8601(occurrence.start)))"
        do {
            switch response.action {
            case .done:
                log.info(try store.write { transaction -> String in
                    let plan = try CarePlan.load(transaction, userZone: configuration.zone, zones: zones, cache: schedules,
                                                 taskIDs: [occurrence.key.taskID])
                    guard let (task, scheduled) = RecordDose.scheduledOccurrence(occurrence.key, startingAt: occurrence.start,
                                                                                 in: plan)
                    else { return "\(name) is no longer scheduled; Done recorded nothing" }
                    do {
                        // The rules `tend done` obeys; the popup has no --force.
                        switch try RecordDose.record(scheduled, of: task, at: now, safety: .checked, now: now,
                                                     zone: configuration.zone, in: transaction) {
                        case .recorded: return "done: \(name), recorded at \(composer.iso8601(now))"
                        case .alreadyRecorded: return "\(name) was already done; nothing changed"
                        }
                    } catch RecordDose.Refusal.unsafe(let refusal) {
                        throw DoseRefused(refusal: refusal, task: task, at: now, zone: configuration.zone)
                    }
                })
            case .snooze:
                let until = now.adding(seconds: configuration.reminders.snoozeSeconds)
                try store.write { transaction in try transaction.snoozeNotification(for: occurrence.key, until: until) }
                log.info("snoozed: \(name) until \(composer.iso8601(until))")
            case .log:
                try store.write { transaction in try transaction.addLogEntry(taskID: occurrence.key.taskID, at: now, recordedAt: now) }
                log.info("logged: \(occurrence.title) at \(composer.iso8601(now))")
            case .call, .message, .email:
                log.warning("\(response.action.label) was pressed on the reminder of \(name), which has no contact to reach")
            }
        } catch {
            log.warning("could not record \(response.action.label) for \(name): \(log.describe(error))")
        }
    }
}
