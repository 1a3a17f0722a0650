/// Expands a schedule into occurrences in a zone.
///
/// Every query jumps to its window arithmetically, so its cost follows the occurrences it
/// returns, not the age of the schedule: the number of occurrences before the window, which
/// numbers them, is counted per element by `RecurrenceExpander.count(before:)` (arithmetic for
/// every shape the schedule language writes; see its cost notes), plus two binary searches for
/// extra and exception dates, plus, near a change of the zone's offset, the conversion of the
/// two days around the window's start (elsewhere a window is the same window of local times).
/// `occurrences(startingAtOrAfter:limit:)` counts once per widening step. Indices count from the
/// schedule's start over all elements, ordered by start instant, ties broken by element order.
///
/// An instant that several elements give (two RRULEs, or an RDATE that another RRULE also
/// gives), or that one rule gives twice (a sub-hourly rule's local times in the hour a change
/// to summer time skips are read with the offset before the gap, as RFC 5545 says, and land on
/// the instants of the hour after it), is one occurrence, as RFC 5545 makes the recurrence set a set, when nothing tells
/// their occurrences apart (the same label, duration, whole-day flag and targets: elements
/// labelled "Metformin" and "Lisinopril" at 08:00 stay two doses). It keeps the index of the
/// first element that gives it, and the positions of the others stay unused. So the
/// indices keep counting every element's instants (`count(before:)` stays a sum of
/// arithmetic counts, with no walk to find the shared instants), a window never changes
/// them, and a schedule stored before duplicates were dropped keeps the index of every
/// occurrence its records point at.
///
/// A class: an engine is made once for a schedule and shared by whatever expands it (every
/// task version with that schedule, each query of a timeline), so a copy is one reference.
public final class ScheduleEngine: Sendable {
    public let schedule: Schedule
    public let zone: ZoneRules
    private let timelines: [ElementTimeline]
    /// For each element, the first element whose occurrences look the same (label, duration,
    /// whole day, targets): at one instant, elements of one kind give one occurrence.
    private let kinds: [Int]

    /// An engine for `schedule` in `zone` (the schedule's pinned zone, already loaded, or the
    /// user's zone).
    public init(schedule: Schedule, zone: ZoneRules) {
        self.schedule = schedule
        self.zone = zone
        timelines = schedule.elements.map { ElementTimeline(element: $0, zone: zone) }
        let elements = schedule.elements
        // One element (most schedules) is its own kind; the comparisons below copy elements.
        kinds = elements.count == 1 ? [0] : elements.map { element in
            elements.firstIndex {
                $0.label == element.label && $0.duration == element.duration && $0.allDay == element.allDay
                    && $0.targets == element.targets
            }!
        }
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
        if timelines.count == 1 {
            // The one element counts and expands the window in one pass.
            var starts: [Int64] = []
            let base = timelines[0].count(before: from.seconds, appendingInstantsBefore: to.seconds, into: &starts)
            appendOccurrences(ofOneElementAt: starts, numberedFrom: base, into: &result)
            return
        }
        appendOccurrences(from: from, to: to, numberedFrom: count(before: from), into: &result)
    }

    /// Appends every occurrence that starts in `[from, to)`, in index order, the first numbered
    /// `base` (the number of occurrences before `from`, which the caller knows).
    private func appendOccurrences(from: Instant, to: Instant, numberedFrom base: Int, into result: inout [Occurrence]) {
        var starts: [Int64] = []
        if timelines.count == 1 {
            timelines[0].instants(from: from.seconds, to: to.seconds, into: &starts)
            appendOccurrences(ofOneElementAt: starts, numberedFrom: base, into: &result)
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
        var kindsAtStart: [Int] = []
        for (offset, item) in tagged.enumerated() {
            if offset > 0 && tagged[offset - 1].start != item.start { kindsAtStart.removeAll(keepingCapacity: true) }
            guard !kindsAtStart.contains(kinds[item.element]) else { continue }
            kindsAtStart.append(kinds[item.element])
            result.append(makeOccurrence(index: base + offset, start: item.start, element: item.element))
        }
    }

    /// Appends the occurrences of a one-element schedule that start at `starts` (ascending), the
    /// first numbered `base`; an instant the element gives twice is one occurrence.
    private func appendOccurrences(ofOneElementAt starts: [Int64], numberedFrom base: Int, into result: inout [Occurrence]) {
        result.reserveCapacity(result.count + starts.count)
        for (offset, t) in starts.enumerated() where offset == 0 || starts[offset - 1] != t {
            result.append(makeOccurrence(index: base + offset, start: t, element: 0))
        }
    }

    /// The number of positions before `instant`: the occurrences that start before it, plus
    /// the instants among them that more than one element of a kind gives, once for each
    /// further element.
    public func count(before instant: Instant) -> Int {
        timelines.reduce(0) { $0 + $1.count(before: instant.seconds) }
    }

    /// The first `limit` occurrences that start at or after `instant`.
    public func occurrences(startingAtOrAfter instant: Instant, limit: Int) -> [Occurrence] {
        guard limit > 0 else { return [] }
        var result: [Occurrence] = []
        var from = instant.seconds
        var span: Int64 = 86_400
        let horizon = Self.latestInstant
        let finalCount = positionCount
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

    /// The occurrence with index `index`, or nil when the schedule ends before it or the index
    /// is the unused position of an instant an earlier element already gives.
    public func occurrence(at index: Int) -> Occurrence? {
        guard index >= 0 else { return nil }
        // The first instant before which more than `index` positions lie.
        var low = earliestStart - 3 * 86_400
        var high = Self.latestInstant
        guard count(before: Instant(seconds: high)) > index else { return nil }
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if count(before: Instant(seconds: mid)) > index { high = mid } else { low = mid }
        }
        return occurrences(from: Instant(seconds: low), to: Instant(seconds: high)).first { $0.index == index }
    }

    /// The most instants `totalCount` compares with the largest element's to find those
    /// several elements give.
    public static let comparedInstantsLimit = 100_000

    /// The total number of occurrences when the schedule ends; nil when it never ends, or when
    /// its elements other than the largest give more than `comparedInstantsLimit` instants. An
    /// instant several elements of a kind give counts once: the instants of every element but
    /// the largest are looked up in the others, a cost that follows the schedule's size (not
    /// its age), paid only here.
    public var totalCount: Int? {
        guard let positions = positionCount else { return nil }
        guard timelines.count > 1 else { return positions }
        let latest = Self.latestInstant
        let sizes = timelines.map { $0.count(before: latest) }
        let largest = sizes.indices.max { sizes[$0] < sizes[$1] }!
        guard sizes.reduce(0, +) - sizes[largest] <= Self.comparedInstantsLimit else { return nil }
        var starts: [Int64] = []
        for (element, timeline) in timelines.enumerated() where element != largest {
            timeline.instants(from: earliestStart - 3 * 86_400, to: latest, into: &starts)
        }
        var shared = 0
        var probe: [Int64] = []
        for t in Set(starts) {
            var givers: [Int] = []
            for (element, timeline) in timelines.enumerated() {
                probe.removeAll(keepingCapacity: true)
                timeline.instants(from: t, to: t + 1, into: &probe)
                if !probe.isEmpty { givers.append(kinds[element]) }
            }
            shared += givers.count - Set(givers).count
        }
        return positions - shared
    }

    /// The number of positions when the schedule ends (`count(before:)` at the end of time), or
    /// nil when it never ends.
    private var positionCount: Int? {
        for element in schedule.elements {
            switch element.repetition {
            case .once: continue
            case .elapsed(_, let count): if count == nil && element.end == nil { return nil }
            case .rule(let rule): if rule.count == nil && rule.until == nil && element.end == nil { return nil }
            }
        }
        return count(before: Instant(seconds: Self.latestInstant))
    }

    /// The first instant of any element, as the zone reads its start.
    private var earliestStart: Int64 {
        timelines.map { zone.instant(forLocal: $0.element.start.localSeconds) }.min() ?? 0
    }

    /// The last day tend reads, 9999-12-31, as local seconds.
    private static let latestInstant = LocalDateTime(date: CivilDate(year: CivilDate.maximumYear, month: 12, day: 31)!).localSeconds

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
