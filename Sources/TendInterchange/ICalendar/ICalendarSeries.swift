import TendCore

/// One recurring component's worth of a task: one element of one schedule version (or one
/// time of day of it, when RFC 5545 cannot say its times in one rule), clipped to the time the
/// version is in effect.
struct ICalendarSeries {
    /// The version it comes from.
    var version: ScheduleVersion
    /// The element of that version's schedule.
    var elementIndex: Int
    /// Which of the element's split times, or nil when the element is written whole.
    var timeIndex: Int?
    /// How its times are written.
    var form: ICalendarTimeForm
    /// The zone its times are read in.
    var zone: ZoneRules
    /// The first occurrence (DTSTART).
    var start: Instant
    var allDay: Bool
    /// The RRULE value, or nil for occurrences given only by DTSTART and RDATEs.
    var rule: String?
    var exceptions: [Instant]
    var extras: [Instant]
    var duration: Int64?
    var label: String?

    /// The series of one version, in effect in `[from, until)`, its schedule read in `zone`.
    static func series(of version: ScheduleVersion, zone: ZoneRules, from: Instant, until: Instant?) -> [ICalendarSeries] {
        var result: [ICalendarSeries] = []
        for (index, element) in version.schedule.elements.enumerated() {
            let form: ICalendarTimeForm = switch element.repetition {
            case .elapsed: .utc
            default: version.schedule.zoneName.map { .zoned($0) } ?? .floating
            }
            for (timeIndex, part) in parts(of: element).enumerated() {
                let split = part.timeIndexed ? timeIndex : nil
                if let series = clipped(part.element, extras: timeIndex == 0 ? element.extraDates : [], version: version,
                                        index: index, timeIndex: split, form: form, zone: zone, from: from, until: until) {
                    result.append(series)
                }
            }
        }
        return result
    }

    /// The element as rules RFC 5545 can write: itself, or one copy per time of day.
    private static func parts(of element: ScheduleElement) -> [(element: ScheduleElement, timeIndexed: Bool)] {
        guard case .rule(let rule) = element.repetition, !rule.isExpressibleInRFC5545, rule.times.count > 1 else {
            return [(element, false)]
        }
        return rule.times.map { time in
            var single = rule
            single.times = [time]
            var copy = element
            copy.repetition = .rule(single)
            return (copy, true)
        }
    }

    private static func clipped(_ element: ScheduleElement, extras: [LocalDateTime], version: ScheduleVersion, index: Int,
                                timeIndex: Int?, form: ICalendarTimeForm, zone: ZoneRules, from: Instant,
                                until: Instant?) -> ICalendarSeries? {
        let inWindow = { (instant: Instant) in instant >= from && until.map { instant < $0 } ?? true }
        let make = { (start: Instant, rule: String?, exceptions: [Instant], extras: [Instant]) in
            ICalendarSeries(version: version, elementIndex: index, timeIndex: timeIndex, form: form, zone: zone, start: start,
                            allDay: element.allDay, rule: rule, exceptions: exceptions, extras: extras,
                            duration: element.duration, label: element.label)
        }
        let extraInstants = extras.map(zone.instant(for:)).filter(inWindow).sorted()
        var bare = element
        bare.exceptionDates = []
        bare.extraDates = []
        let engine = ScheduleEngine(schedule: Schedule(elements: [bare]), zone: zone)
        let ruleStart = engine.occurrences(startingAtOrAfter: from, limit: 1).first.map(\.start).flatMap { inWindow($0) ? $0 : nil }
        guard let start = ruleStart else {
            // No occurrence of its own in the window (or a single one): DTSTART and RDATEs.
            guard let first = extraInstants.first else { return nil }
            return make(first, nil, [], Array(extraInstants.dropFirst()))
        }
        let total = until.map { engine.count(before: $0) } ?? engine.totalCount
        let last = total.flatMap { $0 > 0 ? engine.occurrence(at: $0 - 1) : nil }
        let untilPart = last.map { ";UNTIL=" + form.until($0.start, zone: zone, allDay: element.allDay) } ?? ""
        let rule: String?
        switch element.repetition {
        case .rule(var recurrence):
            recurrence.count = nil
            recurrence.until = nil
            rule = recurrence.rfcText + untilPart
        case .elapsed(let seconds, _):
            let (frequency, step) = seconds % 3600 == 0 ? ("HOURLY", seconds / 3600)
                : seconds % 60 == 0 ? ("MINUTELY", seconds / 60) : ("SECONDLY", seconds)
            rule = "FREQ=" + frequency + (step == 1 ? "" : ";INTERVAL=\(step)") + untilPart
        case .once:
            rule = nil
        }
        let exceptions = element.exceptionDates.map(zone.instant(for:)).filter { $0 >= start && inWindow($0) }.sorted()
        return make(start, rule, exceptions, extraInstants.filter { $0 != start })
    }

    /// Whether an occurrence of the version's element belongs to this series (by its time of day
    /// when the element's times are split).
    func holds(element: Int, start occurrence: Instant) -> Bool {
        guard element == elementIndex else { return false }
        guard timeIndex != nil else { return true }
        return zone.localDateTime(at: occurrence).time == zone.localDateTime(at: start).time
    }
}
