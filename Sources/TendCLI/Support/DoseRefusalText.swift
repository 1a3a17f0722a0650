import TendCore
import TendTerminal

/// The sentences of a dose that `DoseSafety` refuses: what was wrong, and how to insist.
enum DoseRefusalText {
    /// The sentence after `Error: ` for recording `entry` (named `name`) of `task` at `at`;
    /// `force` says how to insist (`add --force` on the command line).
    static func sentence(_ refusal: DoseSafety.Refusal, task: CareTask, name: String, at: Instant, zone: ZoneRules,
                         force: String = "add --force") -> String {
        let title = TextSanitizer.sanitize(task.title)
        let day = zone.localDateTime(at: at).date
        /// A time on the day of the dose, else a date and time.
        func moment(_ instant: Instant) -> String {
            let local = zone.localDateTime(at: instant)
            return local.date == day ? "\(local.time)" : DateText.short(local)
        }
        let insist = "\(force) to record it anyway"
        switch refusal {
        case .inTheFuture(let at, let now):
            return "Not recorded: \(moment(at)) is later than now (\(moment(now))); record a dose once it is taken, or \(insist)"
        case .repeated(let previous):
            return "Not recorded: a dose of \(title) was recorded at \(moment(previous)), less than "
                + "\(DoseSafety.repeatMargin / 60) minutes from this one; if this is another dose, \(force)"
        case .tooSoon(let previous, let minimum):
            let next = previous.adding(seconds: minimum)
            return "Not recorded: a dose of \(title) was recorded at \(moment(previous)), and its plan asks for at least "
                + "\(duration(minimum)) between doses (the next from \(moment(next))); \(insist)"
        case .dailyLimitReached(let limit, let day):
            return "Not recorded: \(title) already has \(limit) \(limit == 1 ? "dose" : "doses") recorded on \(DateText.short(day)), "
                + "the most its plan allows a day; \(insist)"
        case .tooEarly(let scheduled):
            let from = scheduled.adding(seconds: -DoseSafety.earlyMargin)
            return "Not recorded: \(name) is not due until \(moment(scheduled)), more than an hour after \(moment(at)); "
                + "record it from \(moment(from)), or \(force) to record it now"
        }
    }

    /// `4 h`, `90 min`, `1 d`.
    private static func duration(_ seconds: Int64) -> String {
        if seconds % 86_400 == 0 { return "\(seconds / 86_400) d" }
        return seconds % 3600 == 0 ? "\(seconds / 3600) h" : "\(seconds / 60) min"
    }
}
