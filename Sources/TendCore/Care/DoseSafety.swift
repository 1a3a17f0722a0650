/// The checks made before a dose is recorded, from the plan's own instructions and from what a
/// slip of the hand looks like: no dose in the future, none typed twice, none closer to another
/// than the task's minimum interval, none beyond its daily limit, and none long before its time.
///
/// It is pure: the caller reads the times of the task's recorded doses around the new one
/// (`window(around:)`) and asks for `refusal(…)`; nil means the dose may be recorded. `tend done`
/// and the reminder daemon's Done button ask the same question; `--force` skips it.
public struct DoseSafety: Sendable {
    /// Two recordings of the same task this close together are taken for one typed twice.
    public static let repeatMargin: Int64 = 15 * 60
    /// A dose may be recorded up to this long before its scheduled time.
    public static let earlyMargin: Int64 = 60 * 60

    /// Why a dose may not be recorded.
    public enum Refusal: Hashable, Sendable {
        /// The dose would be recorded at `at`, after `now`.
        case inTheFuture(at: Instant, now: Instant)
        /// Another dose of the task was recorded at `previous`, within `repeatMargin`.
        case repeated(previous: Instant)
        /// Another dose was recorded at `previous`, closer than the task's minimum interval.
        case tooSoon(previous: Instant, minimum: Int64)
        /// The task's `limit` doses of the day `day` are all recorded.
        case dailyLimitReached(limit: Int, day: CivilDate)
        /// The dose is due at `scheduled`, more than `earlyMargin` after `at`.
        case tooEarly(scheduled: Instant)
    }

    public let task: CareTask
    /// The user's zone, whose local days `maxPerDay` counts.
    public let zone: ZoneRules

    public init(task: CareTask, zone: ZoneRules) {
        self.task = task
        self.zone = zone
    }

    /// The recording times the checks of a dose at `at` look at: the local day of `at`, and the
    /// minimum interval and the repeat margin either side of it.
    public func window(around at: Instant) -> Range<Instant> {
        let reach = max(Self.repeatMargin, task.minIntervalSeconds ?? 0)
        let day = dayBounds(of: at)
        return min(day.lowerBound, at.adding(seconds: -reach))..<max(day.upperBound, at.adding(seconds: reach + 1))
    }

    /// Why a dose of the occurrence scheduled at `scheduled`, recorded at `at`, may not be
    /// recorded at the moment `now`, given when the task's other doses were recorded
    /// (`recorded`, at least those within `window(around: at)`); nil when it may.
    public func refusal(recordingAt at: Instant, scheduled: Instant, now: Instant, recorded: [Instant]) -> Refusal? {
        if at > now { return .inTheFuture(at: at, now: now) }
        let nearest = recorded.min { distance($0, at) < distance($1, at) }
        if let nearest, distance(nearest, at) < Self.repeatMargin { return .repeated(previous: nearest) }
        if let minimum = task.minIntervalSeconds, let nearest, distance(nearest, at) < minimum {
            return .tooSoon(previous: nearest, minimum: minimum)
        }
        if let limit = task.maxPerDay {
            let day = dayBounds(of: at)
            if recorded.filter(day.contains).count >= limit {
                return .dailyLimitReached(limit: limit, day: zone.localDateTime(at: at).date)
            }
        }
        if scheduled.seconds - at.seconds > Self.earlyMargin { return .tooEarly(scheduled: scheduled) }
        return nil
    }

    /// The local day of the user that holds `instant`.
    private func dayBounds(of instant: Instant) -> Range<Instant> {
        let day = zone.localDateTime(at: instant).date
        return zone.instant(for: LocalDateTime(date: day))..<zone.instant(for: LocalDateTime(date: day.adding(days: 1)))
    }

    private func distance(_ a: Instant, _ b: Instant) -> Int64 {
        abs(a.seconds - b.seconds)
    }
}
