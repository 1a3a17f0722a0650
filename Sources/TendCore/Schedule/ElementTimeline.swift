/// The occurrences of one schedule element as instants in a zone: expansion of a window and
/// counting before an instant, both without walking from the element's start.
///
/// Extra (RDATE) and exception (EXDATE) dates are judged against the repetition once, when the
/// timeline is made; counting them before a bound is then two binary searches.
///
/// A class: an engine walks its timelines on every query, and a copy of this (the element,
/// the zone, the rule's plan) would cost more than the query.
final class ElementTimeline: Sendable {
    let element: ScheduleElement
    let zone: ZoneRules
    /// The calendar rule, for `.rule` elements.
    private let expander: RecurrenceExpander?
    /// Exclusive upper bound on nominal local times (from `end`, else far future).
    private let localEnd: Int64
    private let startLocal: Int64
    private let exceptions: [Int64]
    private let extras: [Int64]
    /// The extra dates the repetition does not produce itself: each adds one occurrence. Sorted.
    private let addedTimes: [Int64]
    /// The exception dates that remove an occurrence (of the repetition or an extra date). Sorted.
    private let removedTimes: [Int64]

    /// Margin around a window, in local seconds, that covers any zone offset and DST shift.
    private static let margin: Int64 = 2 * 86_400

    init(element: ScheduleElement, zone: ZoneRules) {
        self.element = element
        self.zone = zone
        startLocal = element.start.localSeconds
        localEnd = element.end?.localSeconds ?? Int64.max / 4
        if case .rule(var rule) = element.repetition {
            if case .utc(let until)? = rule.until {
                // A UTC bound becomes the wall-clock time it names in this zone.
                rule.until = .local(zone.localDateTime(at: Instant(seconds: until.localSeconds)), dateOnly: false)
            }
            expander = RecurrenceExpander(rule: rule, start: element.start)
        } else {
            expander = nil
        }
        guard !element.exceptionDates.isEmpty || !element.extraDates.isEmpty else {
            // Most elements have neither; the judging below copies the repetition and the rule.
            (exceptions, extras, addedTimes, removedTimes) = ([], [], [], [])
            return
        }
        // Each once: a date given twice is still one time added or taken away.
        let removed = sortedWithoutRepeats(element.exceptionDates.map(\.localSeconds))
        let added = sortedWithoutRepeats(element.extraDates.map(\.localSeconds))
        let (repetition, start, rule) = (element.repetition, startLocal, expander)
        func isRepetitionTime(_ t: Int64) -> Bool { Self.isRepetitionTime(t, of: repetition, start: start, rule: rule) }
        exceptions = removed
        extras = added
        addedTimes = added.filter { !isRepetitionTime($0) }
        removedTimes = removed.filter { isRepetitionTime($0) || Self.contains($0, in: added) }
    }

    /// Appends the start instants in `[from, to)`, ascending.
    func instants(from: Int64, to: Int64, into out: inout [Int64]) {
        guard from < to else { return }
        if case .elapsed(let step, let count) = element.repetition {
            let first = zone.instant(forLocal: startLocal)
            let endInstant = element.end.map { zone.instant(forLocal: $0.localSeconds) } ?? Int64.max / 4
            var k = from <= first ? 0 : (from - first + step - 1) / step
            let limit = Int64(count ?? Int.max)
            while k < limit {
                let t = first + k * step
                if t >= to || t >= endInstant { break }
                out.append(t)
                k += 1
            }
            return
        }
        if let offset = steadyOffset(from: from, to: to) {
            steadyInstants(from: from, to: to, offset: offset, into: &out)
            return
        }
        let lowerLocal = from + Int64(zone.offset(at: from)) - ElementTimeline.margin
        let upperLocal = to + Int64(zone.offset(at: to)) + ElementTimeline.margin
        var nominal: [Int64] = []
        nominalTimes(from: lowerLocal, to: upperLocal, into: &nominal)
        var converter = LocalTimeConverter(zone: zone)
        let before = out.count
        var sorted = true
        var previous = Int64.min
        for local in nominal {
            let t = converter.instant(forLocal: local)
            if t >= from && t < to {
                if t < previous { sorted = false }
                previous = t
                out.append(t)
            }
        }
        if !sorted { out[before...].sort() }
    }

    /// How many occurrences start before `from`, with the start instants in `[from, to)`
    /// appended, ascending: `count(before: from)` and `instants(from:to:into:)` at once, the
    /// zone's offset looked up once where it holds across the window.
    func count(before from: Int64, appendingInstantsBefore to: Int64, into out: inout [Int64]) -> Int {
        let isElapsed = if case .elapsed = element.repetition { true } else { false }
        if !isElapsed, from < to, let offset = steadyOffset(from: from, to: to) {
            // Steady across the window, the offset is steady around `from` too, as `count` asks.
            steadyInstants(from: from, to: to, offset: offset, into: &out)
            return nominalCount(before: from + offset)
        }
        instants(from: from, to: to, into: &out)
        return count(before: from)
    }

    /// Appends the start instants in `[from, to)`, in which every local time is the instant
    /// `offset` seconds earlier.
    private func steadyInstants(from: Int64, to: Int64, offset: Int64, into out: inout [Int64]) {
        let before = out.count
        nominalTimes(from: from + offset, to: to + offset, into: &out)
        for i in before..<out.count { out[i] -= offset }
    }

    /// How many occurrences start before the instant `bound`.
    func count(before bound: Int64) -> Int {
        if case .elapsed(let step, let count) = element.repetition {
            let first = zone.instant(forLocal: startLocal)
            let endInstant = element.end.map { zone.instant(forLocal: $0.localSeconds) } ?? Int64.max / 4
            let limit = min(bound, endInstant)
            guard limit > first else { return 0 }
            let n = (limit - first + step - 1) / step
            return Int(min(n, Int64(count ?? Int.max)))
        }
        if let offset = steadyOffset(from: bound, to: bound) { return nominalCount(before: bound + offset) }
        let boundLocal = bound + Int64(zone.offset(at: bound))
        let settled = boundLocal - ElementTimeline.margin
        var total = nominalCount(before: settled)
        var near: [Int64] = []
        nominalTimes(from: settled, to: boundLocal + ElementTimeline.margin, into: &near)
        var converter = LocalTimeConverter(zone: zone)
        for local in near where converter.instant(forLocal: local) < bound { total += 1 }
        return total
    }

    /// The zone's offset throughout `[from, to)` widened by the margin and a day on each side; nil
    /// when the offset changes there. In such a stretch every local time is one instant, the
    /// offset before it (no gap, no fold is near enough to move a time in or out), so a window
    /// is the same window of local times and a count needs no margin and no conversion of each time.
    private func steadyOffset(from: Int64, to: Int64) -> Int64? {
        let reach = ElementTimeline.margin + 86_400
        if let next = zone.transitions(around: from - reach).next, next < to + reach { return nil }
        return Int64(zone.offset(at: from - reach))
    }

    /// Appends the nominal local times in `[lower, upper)`, ascending: the repetition's times
    /// plus extra dates, less exception dates, before `end`.
    private func nominalTimes(from lower: Int64, to upper: Int64, into out: inout [Int64]) {
        let upper = min(upper, localEnd)
        guard lower < upper else { return }
        let before = out.count
        switch element.repetition {
        case .once:
            if startLocal >= lower && startLocal < upper { out.append(startLocal) }
        case .rule:
            expander!.expand(from: lower, to: upper, into: &out)
        case .elapsed:
            preconditionFailure("elapsed elements are handled in instants")
        }
        if extras.isEmpty && exceptions.isEmpty { return }
        var merged = Array(out[before...])
        for t in extras where t >= lower && t < upper { merged.append(t) }
        merged.sort()
        var unique: [Int64] = []
        for t in merged where unique.last != t && !isException(t) { unique.append(t) }
        out.removeSubrange(before...)
        out.append(contentsOf: unique)
    }

    /// How many nominal local times come before `bound`.
    private func nominalCount(before bound: Int64) -> Int {
        let bound = min(bound, localEnd)
        let total: Int
        switch element.repetition {
        case .once: total = startLocal < bound ? 1 : 0
        case .rule: total = expander!.count(before: bound)
        case .elapsed: preconditionFailure("elapsed elements are handled in instants")
        }
        return total + Self.countBefore(bound, in: addedTimes) - Self.countBefore(bound, in: removedTimes)
    }

    private func isException(_ t: Int64) -> Bool { Self.contains(t, in: exceptions) }

    /// How many of the ascending `values` are smaller than `bound`.
    private static func countBefore(_ bound: Int64, in values: [Int64]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether the ascending `values` hold `t`.
    private static func contains(_ t: Int64, in values: [Int64]) -> Bool {
        let index = countBefore(t, in: values)
        return index < values.count && values[index] == t
    }

    /// Whether the repetition itself (without extra or exception dates) produces `t`.
    private static func isRepetitionTime(
        _ t: Int64, of repetition: ScheduleElement.Repetition, start: Int64, rule: RecurrenceExpander?
    ) -> Bool {
        switch repetition {
        case .once: return t == start
        case .rule:
            var probe: [Int64] = []
            rule!.expand(from: t, to: t + 1, into: &probe)
            return !probe.isEmpty
        case .elapsed: return false
        }
    }
}
