/// What a task has on one day, and where each occurrence stands at a moment.
public struct DayAgenda: Sendable {
    /// Where an occurrence stands.
    public enum Status: Hashable, Sendable {
        case done(at: Instant)
        /// Started (or, all day, the day began) and not done, on the current day.
        case overdue
        /// The first one not done that starts later on the current day.
        case next
        case upcoming
        /// Not done on a day that is over, or by a task removed since.
        case missed
    }

    /// One occurrence with its status and its number on the day (1, 2, 3, …).
    public struct Entry: Hashable, Sendable {
        public var number: Int
        public var occurrence: TaskOccurrence
        public var status: Status
    }

    public let day: CivilDate
    public let entries: [Entry]

    /// The agenda of `timeline` on `day` (in `zone`), given which occurrences were done and
    /// when, at the moment `now`.
    public init(timeline: TaskTimeline, day: CivilDate, zone: ZoneRules, done: DayCompletions, now: Instant) {
        self.init(timeline: timeline, day: LocalDay(day, zone: zone), done: done, now: now)
    }

    /// The agenda of `timeline` on `localDay` (whose bounds the caller computed once for all the
    /// tasks of the day), given which occurrences were done and when, at the moment `now`.
    public init(timeline: TaskTimeline, day localDay: LocalDay, done: DayCompletions, now: Instant) {
        let day = localDay.date
        self.day = day
        let (start, end) = (localDay.start, localDay.end)
        let today = localDay.localDateTime(at: now).date
        // A removed task is never due: what it left undone before its removal is missed.
        let ended = timeline.task.isRemoved(at: now)
        let completions = done.completions(of: timeline.task.id)
        var nextGiven = false
        let occurrences = timeline.occurrences(from: start, to: end)
        var list: [Entry] = []
        list.reserveCapacity(occurrences.count)
        for (i, occurrence) in occurrences.enumerated() {
            let status: Status
            if let at = done.doneAt(version: occurrence.version, index: occurrence.occurrence.index, in: completions) {
                status = .done(at: at)
            } else if day < today || ended {
                status = .missed
            } else if day > today {
                status = .upcoming
            } else if occurrence.occurrence.start <= now {
                status = .overdue
            } else if !nextGiven {
                status = .next
                nextGiven = true
            } else {
                status = .upcoming
            }
            list.append(Entry(number: i + 1, occurrence: occurrence, status: status))
        }
        entries = list
    }

    /// Done against expected for the day.
    public var adherence: Adherence {
        Adherence(expected: entries.count, done: entries.filter { if case .done = $0.status { true } else { false } }.count)
    }

    /// The occurrence `tend done` records without a number: the earliest that is due and not
    /// done, else the next one not done.
    public var defaultEntryToRecord: Entry? {
        entries.first { $0.status == .overdue } ?? entries.first { $0.status == .next || $0.status == .upcoming }
            ?? entries.first { $0.status == .missed }
    }

    /// The first not-done entry for a number, a time (`20:00`) or a label (`evening`).
    public func entry(matching text: String, zone: ZoneRules) -> Entry? {
        if let n = Int(text) { return entries.first { $0.number == n } }
        let lower = text.lowercased()
        let byLabel = entries.filter { $0.occurrence.label?.lowercased() == lower }
        if let first = byLabel.first(where: { !$0.isDone }) ?? byLabel.first { return first }
        guard let time = TimeOfDay(parsing: text) else { return nil }
        return entries.first { zone.localDateTime(at: $0.occurrence.occurrence.start).time == time }
    }
}

extension DayAgenda.Entry {
    /// Whether the entry was done.
    public var isDone: Bool {
        if case .done = status { return true }
        return false
    }
}
