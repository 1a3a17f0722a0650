/// Expands a `RecurrenceRule` from its DTSTART into nominal local date-times.
///
/// Times are local seconds (`LocalDateTime.localSeconds`): seconds since 1970-01-01 00:00 on the
/// wall clock. Results are ascending and free of duplicates.
///
/// The semantics are python-dateutil's `rrule` for naive date-times: a DTSTART that the rule does
/// not select is not an occurrence, COUNT counts occurrences from DTSTART on, UNTIL is inclusive
/// (a `.utc` UNTIL is taken as the local bound it holds; converting zones is the caller's work),
/// days that do not exist (February 30, a 31st in a short month) are skipped, never clamped, and
/// nothing is produced after year 9999. The one deliberate difference: a BYDAY list that mixes
/// plain and numbered weekdays (`BYDAY=MO,1TU`) selects either kind, as RFC 5545 says, where
/// dateutil selects none. Rules with values out of their RFC 5545 ranges produce nothing, and
/// `times` are ignored by frequencies shorter than DAILY (as the rule's documentation says, they
/// are only valid from DAILY on).
///
/// Cost: the rule is prepared once in `init`, and for all but a few rare shapes `count(before:)`
/// does not grow with the age of the rule:
/// - rules that repeat with a fixed period are answered by arithmetic: DAILY without day filters
///   or by plain weekdays (period lcm(INTERVAL, 7) days), WEEKLY by plain weekdays, and HOURLY,
///   MINUTELY or SECONDLY with BYHOUR/BYMINUTE/BYSECOND and at most plain weekdays (period
///   lcm(INTERVAL, a day or a week), its values found once by walking it);
/// - rules whose days are judged within each month (BYMONTH, BYMONTHDAY, BYDAY with or without
///   ordinals, BYSETPOS) sum whole months or years over the 14 kinds of Gregorian year
///   (`CalendarTally`) and walk only DTSTART's and the bound's month (or year): MONTHLY with an
///   INTERVAL that divides 12, YEARLY with any INTERVAL (by BYYEARDAY and ordinals counted in
///   the year too), DAILY with INTERVAL 1, and sub-daily rules whose INTERVAL divides a day;
/// - the same day filters with periods that do not line up with years (MONTHLY with another
///   INTERVAL, DAILY with an INTERVAL above 1, WEEKLY with BYMONTH and without BYSETPOS) sum
///   each whole month from a table of month masks (`MonthSumTally`): a few nanoseconds a month,
///   no occurrence generated;
/// - the rest (BYWEEKNO, WEEKLY with BYSETPOS) are walked from DTSTART, period by period.
/// Without COUNT the walk of `expand` starts at the period holding the window, so its cost
/// follows the window and not the age of the rule; with COUNT it does too for the first three
/// kinds. A walk gives up after a whole cycle of the 400-year Gregorian calendar without a match,
/// so rules that can never match cost little.
public struct RecurrenceExpander: Sendable {
    public let rule: RecurrenceRule
    public let start: LocalDateTime
    private let plan: RecurrencePlan

    public init(rule: RecurrenceRule, start: LocalDateTime) {
        self.rule = rule
        self.start = start
        plan = RecurrencePlan(rule: rule, start: start)
    }

    /// Appends every occurrence `t` with `lower <= t < upper`, ascending.
    ///
    /// O(occurrences appended) for rules with a fixed period; otherwise O(periods in the window),
    /// or, when the rule has a COUNT and no tally, O(periods from DTSTART to `upper`).
    public func expand(from lower: Int64, to upper: Int64, into out: inout [Int64]) {
        let lower = max(lower, plan.bounds.start)
        let upper = min(upper, plan.bounds.last + 1)
        guard lower < upper else { return }
        switch plan.shape {
        case .empty:
            return
        case .uniform(let pattern):
            var end = pattern.valuesBefore(upper)
            if let countLimit = plan.bounds.countLimit { end = min(end, pattern.skippedAtStart + countLimit) }
            pattern.appendValues(from: pattern.valuesBefore(lower), to: end, into: &out)
        case .calendar(_, let tally), .subDaily(_, let tally):
            var bounds = plan.bounds
            if let countLimit = bounds.countLimit, tally != nil {
                // COUNT without walking from DTSTART: the occurrences before the window are
                // counted, and the walk of the window may take what is left of COUNT.
                let before = count(before: lower)
                guard before < countLimit else { return }
                bounds = RecurrenceBounds(start: lower, last: bounds.last, countLimit: countLimit - before)
            }
            var sink = AppendingSink()
            swap(&sink.values, &out)
            walk(bounds: bounds, from: lower, before: upper, into: &sink)
            swap(&sink.values, &out)
        }
    }

    /// The number of occurrences whose nominal local time is before `bound`.
    ///
    /// O(1) for rules with a fixed period, O(14) plus two months or years walked for rules with a
    /// calendar tally, a table look-up per month plus two periods walked for rules summed month
    /// by month (see the type's documentation); other rules are walked from DTSTART, at a cost
    /// that grows with the number of periods before `bound`.
    public func count(before bound: Int64) -> Int {
        let bound = min(bound, plan.bounds.last + 1)
        guard bound > plan.bounds.start else { return 0 }
        switch plan.shape {
        case .empty:
            return 0
        case .uniform(let pattern):
            return min(pattern.valuesBefore(bound) - pattern.skippedAtStart, plan.bounds.countLimit ?? Int.max)
        case .calendar(_, let tally?), .subDaily(_, let tally?):
            // The tally counts without COUNT, which then caps the result.
            let uncapped = RecurrenceBounds(start: plan.bounds.start, last: plan.bounds.last, countLimit: nil)
            let total = tally.count(from: plan.bounds.start, before: bound) { lower, upper in
                var sink = CountingSink()
                walk(bounds: uncapped, from: lower, before: upper, into: &sink)
                return sink.count
            }
            return min(total, plan.bounds.countLimit ?? Int.max)
        case .calendar, .subDaily:
            var sink = CountingSink()
            walk(bounds: plan.bounds, from: plan.bounds.start, before: bound, into: &sink)
            return sink.count
        }
    }

    /// The occurrence with the 0-based index `n`, or nil when the rule ends before it.
    ///
    /// O(1) for rules with a fixed period; other rules are walked from DTSTART.
    public func occurrence(at n: Int) -> Int64? {
        guard n >= 0, n < plan.bounds.countLimit ?? Int.max else { return nil }
        switch plan.shape {
        case .empty:
            return nil
        case .uniform(let pattern):
            guard n < Int.max - pattern.skippedAtStart,
                  let value = pattern.value(at: n + pattern.skippedAtStart),
                  value <= plan.bounds.last
            else { return nil }
            return value
        case .calendar, .subDaily:
            var sink = IndexedSink(wanted: n)
            walk(bounds: plan.bounds, from: plan.bounds.start, before: plan.bounds.last + 1, into: &sink)
            return sink.found
        }
    }

    private func walk<Sink: OccurrenceSink>(
        bounds: RecurrenceBounds, from lower: Int64, before upper: Int64, into sink: inout Sink
    ) {
        switch plan.shape {
        case .calendar(let walk, _): walk.walk(bounds: bounds, from: lower, before: upper, into: &sink)
        case .subDaily(let walk, _): walk.walk(bounds: bounds, from: lower, before: upper, into: &sink)
        case .empty, .uniform: break
        }
    }
}

/// Collects occurrences.
private struct AppendingSink: OccurrenceSink {
    var values: [Int64] = []
    mutating func accept(_ occurrence: Int64) -> Bool {
        values.append(occurrence)
        return true
    }
}


/// Finds the occurrence with a given 0-based index.
private struct IndexedSink: OccurrenceSink {
    var wanted: Int
    var found: Int64?
    mutating func accept(_ occurrence: Int64) -> Bool {
        if wanted == 0 {
            found = occurrence
            return false
        }
        wanted -= 1
        return true
    }
}
