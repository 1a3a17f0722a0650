import TendCore

/// Writes the plan as one VCALENDAR (RFC 5545): a VTODO per series of each task, with each
/// completion as an override of its occurrence, or (`events`) a read-only VEVENT feed with a
/// VALARM for the reminder. docs/icalendar.md describes the mapping.
public enum ICalendarExport {
    /// Which components the file holds.
    public enum Form: Sendable {
        /// VTODO, with completions as COMPLETED overrides (Thunderbird's and eM Client's model).
        case tasks
        /// VEVENT with VALARM, for calendars that do not show tasks; no completions.
        case events
    }

    /// The product identifier tend writes.
    public static let productID = "-//tend//tend care plan//EN"

    /// How the export reads the completions, from the store, as it writes them.
    public struct CompletionReader {
        /// Hands each completion of one version of a task (`taskID`, `version`) to `body`, in
        /// the order of its occurrence index, as the store reads them.
        public var forEach: (_ taskID: String, _ version: Int, _ body: (Outcome) throws -> Void) throws -> Void
        /// The completion of one occurrence; nil when it was not done.
        public var one: (_ occurrence: OccurrenceKey) throws -> Outcome?

        public init(forEach: @escaping (_ taskID: String, _ version: Int, _ body: (Outcome) throws -> Void) throws -> Void,
                    one: @escaping (_ occurrence: OccurrenceKey) throws -> Outcome?) {
            self.forEach = forEach
            self.one = one
        }
    }

    /// The bytes gathered before each call of `output`.
    public static let chunkBytes = 1 << 16

    /// Writes the whole file, CRLF line endings, folded at 75 octets, to `output` in chunks of
    /// about `chunkBytes` as it is made: memory holds one chunk, the series and one completion,
    /// and for a version written as several series (split times, several elements) the
    /// occurrence index and start of each of its completions that a later series writes
    /// (`completions` reads them; `.events` reads none).
    public static func write(_ plan: ICalendarPlan, form: Form, completions: CompletionReader,
                             output: @escaping ([UInt8]) throws -> Void) throws {
        var file = ChunkedOutput(chunkBytes: chunkBytes, output: output)
        var header = [
            ContentLine(name: "BEGIN", value: "VCALENDAR"),
            ContentLine(name: "VERSION", value: "2.0"),
            ContentLine(name: "PRODID", value: productID),
            ContentLine(name: "CALSCALE", value: "GREGORIAN"),
        ]
        if form == .events { header.append(ContentLine(name: "METHOD", value: "PUBLISH")) }
        for line in header { try file.append { ContentLineWriter.append(line, to: &$0) } }
        let tasks = plan.tasks.map(TaskSeries.init)
        var zones: [String: ZoneRules] = [:]
        for task in tasks {
            for series in task.series {
                if case .zoned(let name) = series.form { zones[name] = series.zone }
            }
        }
        for name in zones.keys.sorted() {
            try file.append { ContentLineWriter.append(VTimeZoneWriter.component(for: zones[name]!, at: plan.stamp), to: &$0) }
        }
        for task in tasks {
            try task.write(stamp: plan.stamp, form: form, completions: completions, to: &file)
        }
        try file.append { ContentLineWriter.append(ContentLine(name: "END", value: "VCALENDAR"), to: &$0) }
        try file.flush()
    }
}

/// The series of one task, clipped version by version, and how each is written: as a
/// component and, for VTODO, an override per completion after it.
private struct TaskSeries {
    let task: CareTask
    let series: [ICalendarSeries]

    init(item: ICalendarPlan.Task) {
        task = item.task
        var all: [ICalendarSeries] = []
        for (i, entry) in item.versions.enumerated() {
            var until = i + 1 < item.versions.count ? item.versions[i + 1].version.effectiveFrom : nil
            if let removed = task.removed { until = min(until ?? removed, removed) }
            all += ICalendarSeries.series(of: entry.version, zone: entry.zone, from: entry.version.effectiveFrom, until: until)
        }
        series = all
    }

    func write(stamp: Instant, form: ICalendarExport.Form, completions: ICalendarExport.CompletionReader,
               to file: inout ChunkedOutput) throws {
        let firstUID = Self.uid(task, series.first)
        var later: [Int: [(index: Int, start: Instant)]] = [:]
        for (n, one) in series.enumerated() {
            var component = ContentComponent(name: form == .tasks ? "VTODO" : "VEVENT")
            let uid = n == 0 ? firstUID : Self.uid(task, one)
            component.properties = Self.common(task, series: one, uid: uid, stamp: stamp)
            if n > 0 { component.properties.append(ContentLine(name: "RELATED-TO", parameters: [ContentLineParameter(name: "RELTYPE", values: ["SIBLING"])], value: firstUID)) }
            component.properties += Self.recurrence(one)
            component.properties += Self.tendFields(task, series: one)
            if form == .events {
                component.properties.append(ContentLine(name: "TRANSP", value: "TRANSPARENT"))
                component.components = [Self.alarm(task)]
            }
            try file.append { ContentLineWriter.append(component, to: &$0) }
            if form == .tasks {
                try writeCompletions(ofSeriesAt: n, uid: uid, stamp: stamp, completions: completions, later: &later, to: &file)
            }
        }
    }

    /// `ibuprofen@tend` for the task's first series; `ibuprofen.v2.e1@tend` (and `.t2` for a
    /// split time) for the others.
    static func uid(_ task: CareTask, _ series: ICalendarSeries?) -> String {
        guard let series, series.version.number != 1 || series.elementIndex != 0 || (series.timeIndex ?? 0) != 0 else {
            return task.id + "@tend"
        }
        var uid = task.id + ".v\(series.version.number).e\(series.elementIndex + 1)"
        if let time = series.timeIndex { uid += ".t\(time + 1)" }
        return uid + "@tend"
    }

    static func common(_ task: CareTask, series: ICalendarSeries, uid: String, stamp: Instant) -> [ContentLine] {
        var lines = [
            ContentLine(name: "UID", value: uid),
            ContentLine(name: "DTSTAMP", value: ICalendarTime.utcText(stamp)),
            ContentLine(name: "CREATED", value: ICalendarTime.utcText(task.created)),
            ContentLine(name: "SUMMARY", value: TextValue.escape(task.title)),
        ]
        if let instructions = task.instructions { lines.append(ContentLine(name: "DESCRIPTION", value: TextValue.escape(instructions))) }
        if let group = task.group { lines.append(ContentLine(name: "CATEGORIES", value: TextValue.escape(group))) }
        return lines
    }

    static func recurrence(_ series: ICalendarSeries) -> [ContentLine] {
        let parameters = series.form.parameters(allDay: series.allDay)
        let text = { (instant: Instant) in series.form.text(instant, zone: series.zone, allDay: series.allDay) }
        var lines = [ContentLine(name: "DTSTART", parameters: parameters, value: text(series.start))]
        if let duration = series.duration { lines.append(ContentLine(name: "DURATION", value: ICalendarTime.durationText(duration))) }
        if let rule = series.rule { lines.append(ContentLine(name: "RRULE", value: rule)) }
        if !series.exceptions.isEmpty {
            lines.append(ContentLine(name: "EXDATE", parameters: parameters, value: series.exceptions.map(text).joined(separator: ",")))
        }
        if !series.extras.isEmpty {
            lines.append(ContentLine(name: "RDATE", parameters: parameters, value: series.extras.map(text).joined(separator: ",")))
        }
        return lines
    }

    /// What RFC 5545 has no property for, so that tend reads its own file back whole.
    static func tendFields(_ task: CareTask, series: ICalendarSeries) -> [ContentLine] {
        var lines = [
            ContentLine(name: "X-TEND-TASK", value: task.id),
            ContentLine(name: "X-TEND-VERSION", value: String(series.version.number)),
            ContentLine(name: "X-TEND-EFFECTIVE-FROM", value: ICalendarTime.utcText(series.version.effectiveFrom)),
            ContentLine(name: "X-TEND-ELEMENT", value: String(series.elementIndex + 1)),
            ContentLine(name: "X-TEND-STYLE", value: task.style.rawValue),
        ]
        if let label = series.label { lines.append(ContentLine(name: "X-TEND-LABEL", value: TextValue.escape(label))) }
        if let color = task.color { lines.append(ContentLine(name: "COLOR", value: color)) }
        if let amount = task.targetAmount { lines.append(ContentLine(name: "X-TEND-TARGET", value: ICalendarValues.number(amount))) }
        if let unit = task.targetUnit { lines.append(ContentLine(name: "X-TEND-UNIT", value: TextValue.escape(unit))) }
        if !task.countsTowardAdherence { lines.append(ContentLine(name: "X-TEND-ADHERENCE", value: "FALSE")) }
        if let lead = task.notificationLeadSeconds { lines.append(ContentLine(name: "X-TEND-LEAD", value: ICalendarTime.durationText(lead))) }
        if let most = task.maxPerDay { lines.append(ContentLine(name: "X-TEND-MAX-PER-DAY", value: String(most))) }
        if let least = task.minIntervalSeconds { lines.append(ContentLine(name: "X-TEND-MIN-INTERVAL", value: ICalendarTime.durationText(least))) }
        if let removed = task.removed { lines.append(ContentLine(name: "X-TEND-REMOVED", value: ICalendarTime.utcText(removed))) }
        return lines
    }

    static func alarm(_ task: CareTask) -> ContentComponent {
        ContentComponent(name: "VALARM", properties: [
            ContentLine(name: "ACTION", value: "DISPLAY"),
            ContentLine(name: "DESCRIPTION", value: TextValue.escape(task.title)),
            ContentLine(name: "TRIGGER", value: ICalendarTime.durationText(-(task.notificationLeadSeconds ?? 0))),
        ])
    }

    /// An override per completion of an occurrence of the series at `position`. The first
    /// series of a version reads the version's completions once, in index order, writes its own
    /// and keeps, for each later series of the version, the index and start of the occurrences
    /// it owns (`later`); a later series reads those completions one by one. An occurrence
    /// belongs to the first series of its version that holds it.
    private func writeCompletions(ofSeriesAt position: Int, uid: String, stamp: Instant, completions: ICalendarExport.CompletionReader,
                                  later: inout [Int: [(index: Int, start: Instant)]], to file: inout ChunkedOutput) throws {
        let one = series[position]
        let version = one.version.number
        guard series.firstIndex(where: { $0.version.number == version }) == position else {
            for (index, start) in later.removeValue(forKey: position) ?? [] {
                guard let outcome = try completions.one(OccurrenceKey(taskID: task.id, version: version, index: index)) else { continue }
                try file.append { writeCompletion(outcome, at: start, of: one, uid: uid, stamp: stamp, to: &$0) }
            }
            return
        }
        let engine = ScheduleEngine(schedule: one.version.schedule, zone: one.zone)
        var window = OccurrenceWindow(engine: engine)
        try completions.forEach(task.id, version) { outcome in
            guard let occurrence = window.occurrence(index: outcome.occurrence.index, start: outcome.occurrenceStart)
                    ?? engine.occurrence(at: outcome.occurrence.index),
                  let owner = series.firstIndex(where: { $0.version.number == version
                      && $0.holds(element: occurrence.element, start: occurrence.start) })
            else { return }
            guard owner == position else {
                later[owner, default: []].append((outcome.occurrence.index, occurrence.start))
                return
            }
            try file.append { writeCompletion(outcome, at: occurrence.start, of: one, uid: uid, stamp: stamp, to: &$0) }
        }
    }

    /// The override of one completion of an occurrence of `one` that starts at `start`: same
    /// UID, RECURRENCE-ID, status COMPLETED, when (UTC), 100 percent, and the note and values
    /// in X-TEND- properties.
    private func writeCompletion(_ outcome: Outcome, at start: Instant, of one: ICalendarSeries, uid: String, stamp: Instant,
                                 to bytes: inout [UInt8]) {
        let parameters = one.form.parameters(allDay: one.allDay)
        let when = one.form.text(start, zone: one.zone, allDay: one.allDay)
        var lines = [
            ContentLine(name: "UID", value: uid),
            ContentLine(name: "DTSTAMP", value: ICalendarTime.utcText(stamp)),
            ContentLine(name: "RECURRENCE-ID", parameters: parameters, value: when),
            ContentLine(name: "DTSTART", parameters: parameters, value: when),
            ContentLine(name: "SUMMARY", value: TextValue.escape(task.title)),
            ContentLine(name: "STATUS", value: "COMPLETED"),
            ContentLine(name: "COMPLETED", value: ICalendarTime.utcText(outcome.recordedAt)),
            ContentLine(name: "PERCENT-COMPLETE", value: "100"),
        ]
        if let note = outcome.note { lines.append(ContentLine(name: "X-TEND-NOTE", value: TextValue.escape(note))) }
        lines += outcome.values.map(ICalendarValues.line)
        ContentLineWriter.append(ContentComponent(name: "VTODO", properties: lines), to: &bytes)
    }
}
