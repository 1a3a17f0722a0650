/// Expands a schedule into occurrences in a zone.
///
/// Every query jumps to its window arithmetically, so its cost follows the occurrences it
/// returns, not the age of the schedule: the number of occurrences before the window, which
/// numbers them, is counted per element by `RecurrenceExpander.count(before:)` (arithmetic for
/// every shape the schedule language writes; see its cost notes), plus two binary searches for
/// extra and exception dates, plus the conversion of the two days around the window's start.
/// `occurrences(startingAtOrAfter:limit:)` counts once per widening step. Indices count from the
/// schedule's start over all elements, ordered by start instant, ties broken by element order.
public struct ScheduleEngine: Sendable {
    public let schedule: Schedule
    public let zone: ZoneRules
    private let timelines: [ElementTimeline]

    /// An engine for `schedule` in `zone` (the schedule's pinned zone, already loaded, or the
    /// user's zone).
    public init(schedule: Schedule, zone: ZoneRules) {
        self.schedule = schedule
        self.zone = zone
        timelines = schedule.elements.map { ElementTimeline(element: $0, zone: zone) }
    }

    /// Every occurrence that starts in `[from, to)`, in index order.
    public func occurrences(from: Instant, to: Instant) -> [Occurrence] {
        var result: [Occurrence] = []
        appendOccurrences(from: from, to: to, into: &result)
        return result
    }

    /// Appends every occurrence that starts in `[from, to)`, in index order.
    public func appendOccurrences(from: Instant, to: Instant, into result: inout [Occurrence]) {
        guard from < to else { return }
        appendOccurrences(from: from, to: to, numberedFrom: count(before: from), into: &result)
    }

    /// Appends every occurrence that starts in `[from, to)`, in index order, the first numbered
    /// `base` (the number of occurrences before `from`, which the caller knows).
    private func appendOccurrences(from: Instant, to: Instant, numberedFrom base: Int, into result: inout [Occurrence]) {
        var starts: [Int64] = []
        if timelines.count == 1 {
            timelines[0].instants(from: from.seconds, to: to.seconds, into: &starts)
            result.reserveCapacity(result.count + starts.count)
            for (offset, t) in starts.enumerated() {
                result.append(makeOccurrence(index: base + offset, start: t, element: 0))
            }
            return
        }
        var tagged: [(start: Int64, element: Int)] = []
        for (element, timeline) in timelines.enumerated() {
            starts.removeAll(keepingCapacity: true)
            timeline.instants(from: from.seconds, to: to.seconds, into: &starts)
            for t in starts { tagged.append((t, element)) }
        }
        tagged.sort { $0.start != $1.start ? $0.start < $1.start : $0.element < $1.element }
        result.reserveCapacity(result.count + tagged.count)
        for (offset, item) in tagged.enumerated() {
            result.append(makeOccurrence(index: base + offset, start: item.start, element: item.element))
        }
    }

    /// The number of occurrences that start before `instant`.
    public func count(before instant: Instant) -> Int {
        timelines.reduce(0) { $0 + $1.count(before: instant.seconds) }
    }

    /// The first `limit` occurrences that start at or after `instant`.
    public func occurrences(startingAtOrAfter instant: Instant, limit: Int) -> [Occurrence] {
        guard limit > 0 else { return [] }
        var result: [Occurrence] = []
        var from = instant.seconds
        var span: Int64 = 86_400
        let horizon = LocalDateTime(date: CivilDate(year: CivilDate.maximumYear, month: 12, day: 31)!).localSeconds
        let finalCount = totalCount
        // Each step counts once: the count before its end numbers the next step.
        var base = count(before: instant)
        while result.count < limit && from < horizon {
            let to = min(from + span, horizon)
            appendOccurrences(from: Instant(seconds: from), to: Instant(seconds: to), numberedFrom: base, into: &result)
            from = to
            if span < 400 * 366 * 86_400 { span *= 4 }
            base = count(before: Instant(seconds: from))
            if let finalCount, base >= finalCount { break }
        }
        return Array(result.prefix(limit))
    }

    /// The occurrence with index `index`, or nil when the schedule ends before it.
    public func occurrence(at index: Int) -> Occurrence? {
        guard index >= 0 else { return nil }
        let earliest = timelines.map { zone.instant(forLocal: $0.element.start.localSeconds) }.min() ?? 0
        let latest = LocalDateTime(date: CivilDate(year: CivilDate.maximumYear, month: 12, day: 31)!).localSeconds
        // The first instant before which more than `index` occurrences start.
        var low = earliest - 3 * 86_400
        var high = latest
        guard count(before: Instant(seconds: high)) > index else { return nil }
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if count(before: Instant(seconds: mid)) > index { high = mid } else { low = mid }
        }
        return occurrences(from: Instant(seconds: low), to: Instant(seconds: high)).first { $0.index == index }
    }

    /// The total number of occurrences when the schedule ends, or nil when it never ends.
    public var totalCount: Int? {
        let latest = LocalDateTime(date: CivilDate(year: CivilDate.maximumYear, month: 12, day: 31)!).localSeconds
        for element in schedule.elements {
            switch element.repetition {
            case .once: continue
            case .elapsed(_, let count): if count == nil && element.end == nil { return nil }
            case .rule(let rule): if rule.count == nil && rule.until == nil && element.end == nil { return nil }
            }
        }
        return count(before: Instant(seconds: latest))
    }

    private func makeOccurrence(index: Int, start: Int64, element: Int) -> Occurrence {
        let item = schedule.elements[element]
        var end: Instant?
        if item.allDay {
            let day = LocalDateTime(localSeconds: start + Int64(zone.offset(at: start))).date
            end = zone.instant(for: LocalDateTime(date: day.adding(days: 1)))
        } else if let duration = item.duration {
            end = Instant(seconds: start + duration)
        }
        return Occurrence(index: index, start: Instant(seconds: start), end: end, allDay: item.allDay, element: element)
    }
}
