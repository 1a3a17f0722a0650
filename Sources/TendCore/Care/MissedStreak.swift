/// Occurrences missed in a row, as `missed N doses` alert rules count them.
///
/// An occurrence with no outcome of any kind counts as missed from the moment the task's next
/// occurrence begins, or from the end of its day (in the user's zone) if that comes sooner:
/// the day's end is when `tend today` calls it missed, and the next occurrence's start is when
/// the daemon stops reminding of it. A run of misses is broken by any occurrence with an
/// outcome; the run's N-th miss is the moment a `missed N doses` rule is met, once per run.
public enum MissedStreak {
    /// The N-th miss of a run: the occurrence, and when it became (or will become) missed.
    public struct Mark: Hashable, Sendable {
        public var occurrence: TaskOccurrence
        public var missedAt: Instant
        /// The run's first occurrence: the N-th is `count - 1` occurrences after it.
        public var first: OccurrenceKey

        public init(occurrence: TaskOccurrence, missedAt: Instant, first: OccurrenceKey) {
            self.occurrence = occurrence
            self.missedAt = missedAt
            self.first = first
        }
    }

    /// When `occurrence` counts as missed if nothing is recorded for it: the start of `next`
    /// (the task's next occurrence, if it has one) or the end of the occurrence's day in
    /// `zone`, whichever comes first.
    public static func missedAt(_ occurrence: TaskOccurrence, next: TaskOccurrence?, zone: ZoneRules) -> Instant {
        let day = zone.localDateTime(at: occurrence.occurrence.start).date
        let endOfDay = zone.instant(for: LocalDateTime(date: day.adding(days: 1)))
        guard let next else { return endOfDay }
        return min(next.occurrence.start, endOfDay)
    }

    /// Every `count`-th miss in a row among `occurrences` (one task's, ascending by start;
    /// `following` is the task's occurrence after the last of them, if any), those to come
    /// included: an occurrence without an outcome in `recorded` is counted as missed whether
    /// or not its moment has come. A run is counted from the start of the list, so the caller
    /// begins it at the task's first occurrence, or at least `count` occurrences before the
    /// first it asks about (a longer run's `count`-th then lies before those).
    ///
    /// Costs one pass over the list.
    public static func marks(reaching count: Int, in occurrences: [TaskOccurrence], following: TaskOccurrence?,
                             recorded: Set<OccurrenceKey>, zone: ZoneRules) -> [Mark] {
        guard count >= 1 else { return [] }
        var marks: [Mark] = []
        var run = 0
        var first: OccurrenceKey?
        for (index, occurrence) in occurrences.enumerated() {
            guard !recorded.contains(occurrence.key) else {
                run = 0
                continue
            }
            if run == 0 { first = occurrence.key }
            run += 1
            guard run == count, let first else { continue }
            let next = index + 1 < occurrences.count ? occurrences[index + 1] : following
            marks.append(Mark(occurrence: occurrence, missedAt: missedAt(occurrence, next: next, zone: zone), first: first))
        }
        return marks
    }
}
