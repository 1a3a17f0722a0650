import TendCore

/// Reads the recurrence of one VEVENT or VTODO (DTSTART or DUE, RRULE, EXDATE, RDATE, DURATION,
/// DTEND or DUE) into schedule elements, its times read in a zone the caller chooses.
struct ICalendarSeriesReader {
    /// How a component's DTSTART is written, which decides the zone of its schedule.
    enum StartForm: Hashable {
        /// A date, or a date-time without a zone: the user's wall clock.
        case floating
        /// With a TZID naming this IANA zone.
        case zoned(String)
        /// In UTC.
        case utc
    }

    let component: ContentComponent
    /// DTSTART, or DUE for a VTODO without one.
    let startLine: ContentLine
    let startForm: StartForm
    let allDay: Bool

    /// The reader, or the reason the component is skipped.
    static func reader(_ component: ContentComponent, zones: inout ICalendarZones) -> Result<ICalendarSeriesReader, ICalendarImportResult.Skip.Reason> {
        guard let start = component.property("DTSTART") ?? component.property("DUE") else { return .failure(.noStart) }
        let allDay = start.parameter("VALUE")?.uppercased() == "DATE" || start.value.count == 8
        if let tzid = start.parameter("TZID"), !allDay {
            guard let zone = zones.zone(tzid) else { return .failure(.unknownZone(tzid)) }
            return .success(ICalendarSeriesReader(component: component, startLine: start, startForm: .zoned(zone.identifier), allDay: false))
        }
        let form: StartForm = start.value.uppercased().hasSuffix("Z") && !allDay ? .utc : .floating
        return .success(ICalendarSeriesReader(component: component, startLine: start, startForm: form, allDay: allDay))
    }

    /// Whether the series counts elapsed time (a sub-daily rule from a UTC start), which any zone
    /// can hold.
    var isElapsed: Bool {
        guard startForm == .utc, let rule = try? rules().first else { return false }
        return Self.elapsedSeconds(rule) != nil
    }

    /// The RRULEs, parsed.
    func rules() throws(ICalendarImportError) -> [RecurrenceRule] {
        var rules: [RecurrenceRule] = []
        for line in component.properties("RRULE") {
            do {
                rules.append(try RecurrenceRule(parsing: line.value))
            } catch {
                throw .rule(error, value: line.value, line: line.line)
            }
        }
        return rules
    }

    /// An instant written in a property's value, with the property's own TZID; `defaultTime`
    /// for a date alone.
    func instant(_ text: String, of line: ContentLine, zone: ZoneRules, zones: inout ICalendarZones,
                 defaultTime: TimeOfDay) throws(ICalendarImportError) -> Instant {
        let head = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text
        switch ICalendarTime.value(head) {
        case .date(let date)?: return zone.instant(for: LocalDateTime(date: date, time: defaultTime))
        case .utc(let instant)?: return instant
        case .local(let local)?:
            let own = line.parameter("TZID").flatMap { zones.zone($0) } ?? zone
            return own.instant(for: local)
        case nil: throw .dateTime(property: line.name, value: text, line: line.line)
        }
    }

    /// The schedule elements, their times in `zone`, with `extraExceptions` and `extraDates`
    /// from the overrides (cancelled and moved occurrences).
    func elements(zone: ZoneRules, zones: inout ICalendarZones, extraExceptions: [Instant], extraDates: [Instant]) throws(ICalendarImportError) -> [ScheduleElement] {
        let start = try instant(startLine.value, of: startLine, zone: zone, zones: &zones, defaultTime: .midnight)
        let local = zone.localDateTime(at: start)
        var exceptions = extraExceptions
        for line in component.properties("EXDATE") {
            for item in line.value.split(separator: ",") {
                exceptions.append(try instant(String(item), of: line, zone: zone, zones: &zones, defaultTime: local.time))
            }
        }
        var extras = extraDates
        for line in component.properties("RDATE") {
            for item in line.value.split(separator: ",") {
                extras.append(try instant(String(item), of: line, zone: zone, zones: &zones, defaultTime: local.time))
            }
        }
        let duration = try self.duration(start: start, zone: zone, zones: &zones)
        let label = component.property("X-TEND-LABEL").map { TextValue.unescape($0.value) }
        let toLocal = { (instants: [Instant]) in instants.sorted().map(zone.localDateTime(at:)) }
        let rules = try rules()
        guard !rules.isEmpty else {
            return [ScheduleElement(start: local, repetition: .once, duration: duration, allDay: allDay, label: label,
                                    exceptionDates: [], extraDates: toLocal(extras))]
        }
        return rules.enumerated().map { i, rule in
            var repetition = ScheduleElement.Repetition.rule(rule)
            var end: LocalDateTime?
            if startForm == .utc, let seconds = Self.elapsedSeconds(rule) {
                repetition = .elapsed(seconds: seconds, count: rule.count)
                if case .utc(let until)? = rule.until {
                    end = zone.localDateTime(at: Instant(seconds: until.localSeconds + 1))
                }
            }
            let element = ScheduleElement(start: local, end: end, repetition: repetition, duration: duration, allDay: allDay, label: label,
                                          exceptionDates: toLocal(exceptions), extraDates: i == 0 ? toLocal(extras) : [])
            return Self.inWords(element, zone: zone)
        }
    }

    /// The element with its rule's clock parts as times of day and its UNTIL as an end, when
    /// that lets tend write it in words (`weekdays at 07:30 until 2026-12-24`); otherwise as read.
    static func inWords(_ element: ScheduleElement, zone: ZoneRules) -> ScheduleElement {
        guard case .rule(var rule) = element.repetition, rule.frequency >= .daily, rule.times.isEmpty, !element.allDay else {
            return element
        }
        let time = element.start.time
        let hours = rule.byHour.isEmpty ? [time.hour] : rule.byHour
        let minutes = rule.byMinute.isEmpty ? [time.minute] : rule.byMinute
        let seconds = rule.bySecond.isEmpty ? [time.second] : rule.bySecond
        rule.times = hours.flatMap { h in minutes.flatMap { m in seconds.compactMap { TimeOfDay(hour: h, minute: m, second: $0) } } }.sorted()
        rule.byHour = []
        rule.byMinute = []
        rule.bySecond = []
        var changed = element
        switch rule.until {
        case .local(let last, let dateOnly)?:
            changed.end = dateOnly ? LocalDateTime(date: last.date.adding(days: 1)) : LocalDateTime(localSeconds: last.localSeconds + 1)
        case .utc(let last)?:
            changed.end = zone.localDateTime(at: Instant(seconds: last.localSeconds + 1))
        case nil:
            break
        }
        rule.until = nil
        changed.repetition = .rule(rule)
        return ScheduleDescriber.describe(changed).hasPrefix("DTSTART") ? element : changed
    }

    /// DURATION, or DTEND (or a VTODO's DUE after its DTSTART) less DTSTART; nil for an instant
    /// or a single whole day.
    private func duration(start: Instant, zone: ZoneRules, zones: inout ICalendarZones) throws(ICalendarImportError) -> Int64? {
        var seconds: Int64?
        if let line = component.property("DURATION") {
            guard let value = ICalendarTime.duration(line.value) else {
                throw .dateTime(property: line.name, value: line.value, line: line.line)
            }
            seconds = value
        } else if let line = component.property("DTEND") ?? (component.property("DTSTART") != nil ? component.property("DUE") : nil) {
            seconds = try instant(line.value, of: line, zone: zone, zones: &zones, defaultTime: .midnight).seconds - start.seconds
        }
        guard let seconds, seconds > 0, !(allDay && seconds <= 86_400) else { return nil }
        return seconds
    }

    /// The seconds between occurrences of a rule that only counts time (`FREQ=HOURLY;INTERVAL=8`).
    static func elapsedSeconds(_ rule: RecurrenceRule) -> Int64? {
        let unit: Int64
        switch rule.frequency {
        case .secondly: unit = 1
        case .minutely: unit = 60
        case .hourly: unit = 3600
        default: return nil
        }
        guard rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty, rule.byDay.isEmpty, rule.byMonthDay.isEmpty,
              rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty, rule.byMonth.isEmpty, rule.bySetPosition.isEmpty,
              rule.times.isEmpty, case .utc? = rule.until ?? .utc(LocalDateTime(localSeconds: 0)) else { return nil }
        return unit * Int64(rule.interval)
    }
}
