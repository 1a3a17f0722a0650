import TendCore

/// Reads an iCalendar file into tend tasks, without touching the plan: VEVENT and VTODO with
/// RRULE, EXDATE, RDATE, TZID (IANA, Windows or VTIMEZONE-located), all-day dates, durations,
/// completed overrides (completions), cancelled ones (exceptions) and moved ones (an exception
/// and an extra date). What tend cannot hold is listed with its line and skipped; a file that
/// is broken as a whole throws. docs/icalendar.md describes the mapping.
public enum ICalendarImport {
    /// The tasks in `bytes`. `load` gives the rules of an IANA zone (nil when unknown); schedules
    /// in floating time follow `userZone`.
    public static func read(_ bytes: [UInt8], userZone: ZoneRules, now: Instant,
                            load: @escaping (String) -> ZoneRules?) throws(ICalendarImportError) -> ICalendarImportResult {
        let document: ContentComponentReader.Document
        do {
            document = try ContentComponentReader.read(bytes)
        } catch {
            throw .contentLines(error)
        }
        let calendars = document.components.filter { $0.name == "VCALENDAR" }
        guard !calendars.isEmpty else { throw .notACalendar(firstComponent: document.components.first?.name) }
        var reading = Reading(userZone: userZone, now: now,
                              zones: try ICalendarZones(calendars: calendars, load: load, now: now))
        reading.skipped = document.malformedLines.map { .init(component: nil, summary: nil, line: $0.line ?? 0, reason: .malformedLine($0.reason)) }
        try reading.read(calendars.flatMap(\.components))
        return ICalendarImportResult(tasks: reading.tasks.sorted { $0.line < $1.line }, skipped: reading.skipped.sorted { $0.line < $1.line })
    }
}

/// One import under way: the tasks built and the components skipped so far.
private struct Reading {
    let userZone: ZoneRules
    let now: Instant
    var zones: ICalendarZones
    var tasks: [ICalendarImportResult.Task] = []
    var skipped: [ICalendarImportResult.Skip] = []

    /// A component that makes a series, with how to read it.
    struct Master {
        var component: ContentComponent
        var reader: ICalendarSeriesReader
        var uid: String
        var overrides: ICalendarOverrides
        var version: Int { component.property("X-TEND-VERSION").flatMap { Int($0.value) } ?? 1 }
        var element: Int { component.property("X-TEND-ELEMENT").flatMap { Int($0.value) } ?? 1 }
    }

    init(userZone: ZoneRules, now: Instant, zones: ICalendarZones) {
        self.userZone = userZone
        self.now = now
        self.zones = zones
    }

    mutating func skip(_ component: ContentComponent, _ reason: ICalendarImportResult.Skip.Reason) {
        skipped.append(.init(component: component.name, summary: component.property("SUMMARY").map { TextValue.unescape($0.value) },
                             line: component.line, reason: reason))
    }

    /// The properties RFC 5545 allows once in a VEVENT or VTODO, whose second occurrence
    /// leaves the component's meaning unknown (the visit a second DTSTART moved).
    static let singleProperties: Set<String> = ["DTSTART", "DTEND", "DUE", "DURATION", "RECURRENCE-ID"]

    /// The second line of a property the component may hold once, if it has one.
    static func repeatedProperty(of component: ContentComponent) -> ContentLine? {
        var seen: Set<String> = []
        for line in component.properties where singleProperties.contains(line.name) {
            if !seen.insert(line.name).inserted { return line }
        }
        return nil
    }

    mutating func read(_ components: [ContentComponent]) throws(ICalendarImportError) {
        var masters: [String: ContentComponent] = [:]
        var order: [String] = []
        var overrides: [String: [ContentComponent]] = [:]
        for component in components {
            switch component.name {
            case "VTIMEZONE": continue
            case "VEVENT", "VTODO":
                if let repeated = Self.repeatedProperty(of: component) {
                    skip(component, .repeatedProperty(repeated.name, line: repeated.line))
                    continue
                }
                let uid = component.property("UID").map { TextValue.unescape($0.value) } ?? "line-\(component.line)"
                if component.property("RECURRENCE-ID") != nil {
                    overrides[uid, default: []].append(component)
                } else if masters[uid] == nil {
                    masters[uid] = component
                    order.append(uid)
                } else {
                    skip(component, .duplicateUID)
                }
            default:
                skip(component, .unsupportedComponent)
            }
        }
        for (uid, list) in overrides where masters[uid] == nil {
            for component in list { skip(component, .orphanOverride) }
        }
        var units: [[Master]] = []
        var unitOfTask: [String: Int] = [:]
        for uid in order {
            let component = masters[uid]!
            if component.property("STATUS")?.value.uppercased() == "CANCELLED" {
                skip(component, .cancelled)
                continue
            }
            let reader: ICalendarSeriesReader
            switch ICalendarSeriesReader.reader(component, zones: &zones) {
            case .success(let made): reader = made
            case .failure(let reason): skip(component, reason); continue
            }
            var sorted = ICalendarOverrides()
            for override in overrides[uid] ?? [] {
                if let reason = sorted.add(override) { skip(override, reason) }
            }
            let master = Master(component: component, reader: reader, uid: uid, overrides: sorted)
            if let task = component.property("X-TEND-TASK")?.value, let unit = unitOfTask[task] {
                units[unit].append(master)
            } else {
                if let task = component.property("X-TEND-TASK")?.value { unitOfTask[task] = units.count }
                units.append([master])
            }
        }
        for unit in units { try build(unit) }
    }

    /// One task from its series: versions by X-TEND-VERSION, elements by X-TEND-ELEMENT.
    mutating func build(_ unit: [Master]) throws(ICalendarImportError) {
        let first = unit[0]
        let forms = Set(unit.filter { !$0.reader.isElapsed }.map(\.reader.startForm))
        guard forms.count <= 1 else { return skip(first.component, .mixedZones) }
        let zoneName: String? = switch forms.first {
        case .zoned(let name)?: name
        case .utc?: "UTC"
        default: nil
        }
        guard let zone = zoneName.map({ zones.zone($0) }) ?? userZone else { return skip(first.component, .unknownZone(zoneName ?? "")) }
        let byVersion = Dictionary(grouping: unit, by: \.version)
        var versions: [ICalendarImportResult.Version] = []
        var completions: [ICalendarImportResult.Completion] = []
        var pending: [(master: Master, version: Int)] = []
        for number in byVersion.keys.sorted() {
            let masters = byVersion[number]!.sorted { ($0.element, $0.component.line) < ($1.element, $1.component.line) }
            var elements: [ScheduleElement] = []
            var parts: [(element: Int, made: [ScheduleElement])] = []
            var starts: [Instant] = []
            for master in masters {
                var exceptions: [Instant] = []
                for line in master.overrides.cancelled { exceptions.append(try instant(line, of: master, zone: zone)) }
                var extras: [Instant] = []
                for move in master.overrides.moved {
                    exceptions.append(try instant(move.from, of: master, zone: zone))
                    extras.append(try instant(move.to, of: master, zone: zone))
                }
                let made = try master.reader.elements(zone: zone, zones: &zones, extraExceptions: exceptions, extraDates: extras)
                parts.append((master.element, made))
                starts += made.map { zone.instant(for: $0.start) } + extras
                pending.append((master, versions.count + 1))
            }
            let stated = masters[0].component.property("X-TEND-EFFECTIVE-FROM").flatMap { ICalendarTime.value($0.value) }
            var effective = starts.min() ?? now
            if case .utc(let instant)? = stated { effective = instant }
            for (_, group) in groupedByElement(parts) {
                elements += group.count > 1 ? SplitTimes.merged(group, zone: zone, from: effective).map { [$0] } ?? group : group
            }
            let schedule = Schedule(elements: elements, zoneName: zoneName)
            let text = ScheduleDescriber.describe(schedule)
            do {
                let stored = try ScheduleLanguage.parse(text, options: ScheduleParsingOptions(startDate: userZone.localDateTime(at: effective).date))
                versions.append(.init(schedule: stored, text: text, effectiveFrom: effective))
            } catch {
                return skip(first.component, .unrepresentable(error.message))
            }
        }
        for (master, number) in pending {
            for override in master.overrides.completed {
                guard let id = override.property("RECURRENCE-ID") else { continue }
                let at = try instant(id, of: master, zone: zone)
                guard let completion = completion(override, at: at, version: number, of: versions, zone: zone) else {
                    skip(override, .noSuchOccurrence(id.value))
                    continue
                }
                completions.append(completion)
            }
            if master.component.property("RRULE") == nil, ICalendarOverrides.isCompleted(master.component) {
                let at = try instant(master.reader.startLine, of: master, zone: zone)
                if let completion = completion(master.component, at: at, version: number, of: versions, zone: zone) {
                    completions.append(completion)
                }
            }
        }
        tasks.append(task(unit, versions: versions, completions: completions))
    }

    /// The parts in order, those of one `X-TEND-ELEMENT` together.
    func groupedByElement(_ parts: [(element: Int, made: [ScheduleElement])]) -> [(Int, [ScheduleElement])] {
        var groups: [(Int, [ScheduleElement])] = []
        for part in parts {
            if let last = groups.last, last.0 == part.element { groups[groups.count - 1].1 += part.made } else { groups.append((part.element, part.made)) }
        }
        return groups
    }

    /// The instant a DTSTART or RECURRENCE-ID line of `master`'s series names.
    mutating func instant(_ line: ContentLine, of master: Master, zone: ZoneRules) throws(ICalendarImportError) -> Instant {
        try master.reader.instant(line.value, of: line, zone: zone, zones: &zones, defaultTime: .midnight)
    }

    /// The completion an override records on the occurrence of `version` that starts at `at`.
    func completion(_ override: ContentComponent, at: Instant, version: Int, of versions: [ICalendarImportResult.Version],
                    zone: ZoneRules) -> ICalendarImportResult.Completion? {
        let entry = versions[version - 1]
        let end = version < versions.count ? versions[version].effectiveFrom : nil
        guard at >= entry.effectiveFrom, end.map({ at < $0 }) ?? true else { return nil }
        let engine = ScheduleEngine(schedule: entry.schedule, zone: zone)
        guard let occurrence = engine.occurrences(from: at, to: at.adding(seconds: 1)).first(where: { $0.start == at }) else { return nil }
        var recorded = at
        if case .utc(let instant)? = (override.property("COMPLETED") ?? override.property("DTSTAMP")).flatMap({ ICalendarTime.value($0.value) }) {
            recorded = instant
        }
        return .init(version: version, index: occurrence.index, occurrenceStart: at, recordedAt: recorded,
                     note: override.property("X-TEND-NOTE").map { TextValue.unescape($0.value) },
                     values: override.properties("X-TEND-VALUE").compactMap { ICalendarValues.value($0, at: recorded) })
    }

    /// The task's fields, from tend's own properties where the file has them.
    func task(_ unit: [Master], versions: [ICalendarImportResult.Version],
              completions: [ICalendarImportResult.Completion]) -> ICalendarImportResult.Task {
        let component = unit[0].component
        let text = { (name: String) in component.property(name).map { TextValue.unescape($0.value) } }
        let summary = String((text("SUMMARY") ?? "").trimmingBlanks.prefix(200))
        let title = summary.isEmpty ? "Untitled" : summary
        let given = component.property("X-TEND-TASK")?.value
        let id = given.flatMap { TaskSlug.isValid($0) ? $0 : nil } ?? TaskSlug.from(title: title) + "-" + Self.shortHash(unit[0].uid)
        let utc = { (name: String) -> Instant? in
            if case .utc(let instant)? = component.property(name).flatMap({ ICalendarTime.value($0.value) }) { return instant }
            return nil
        }
        let effective = versions.first?.effectiveFrom ?? now
        let style = component.property("X-TEND-STYLE").flatMap { TaskStyle(rawValue: $0.value) }
        let lead = component.property("X-TEND-LEAD").flatMap { ICalendarTime.duration($0.value) }
            ?? component.components("VALARM").first?.property("TRIGGER").flatMap { ICalendarTime.duration($0.value) }.map { -$0 }
        let task = CareTask(
            id: id, title: title, instructions: text("DESCRIPTION").map { String($0.prefix(500)) }.flatMap { $0.isEmpty ? nil : $0 },
            group: component.property("CATEGORIES").flatMap { TextValue.list($0.value).first }.map { String($0.prefix(60)) }
                .flatMap { $0.isEmpty ? nil : $0 },
            style: style ?? .simple, color: component.property("COLOR")?.value,
            targetAmount: component.property("X-TEND-TARGET").flatMap { Double($0.value) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil },
            targetUnit: text("X-TEND-UNIT"),
            countsTowardAdherence: component.property("X-TEND-ADHERENCE")?.value.uppercased() != "FALSE",
            notificationLeadSeconds: lead.flatMap { $0 >= 0 ? $0 : nil },
            maxPerDay: component.property("X-TEND-MAX-PER-DAY").flatMap { Int($0.value) }.flatMap { $0 > 0 ? $0 : nil },
            minIntervalSeconds: component.property("X-TEND-MIN-INTERVAL").flatMap { ICalendarTime.duration($0.value) },
            created: utc("CREATED") ?? min(now, effective),
            removed: utc("X-TEND-REMOVED"))
        return .init(task: task, styleGiven: style != nil, versions: versions, completions: completions, uid: unit[0].uid,
                     line: component.line)
    }

    /// Six hex digits of the UID's FNV-1a hash: the id suffix that finds the task again when the
    /// same file is imported twice.
    static func shortHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(hash & 0xFFFFFF, radix: 16)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }
}
