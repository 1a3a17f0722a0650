import TendCore
import TendSystem
import Testing

/// `DailyAdherence.add`, which merges a task's occurrences, expanded a few weeks at a time,
/// with the ascending indices of its done ones, against counting the whole period's
/// occurrences with a set of done keys, as summary does.
@Suite struct DailyAdherenceTests {
    static let first = CivilDate(year: 2026, month: 1, day: 1)!
    static let start = ZoneRules.utc.instant(for: LocalDateTime(date: first))
    static let end = ZoneRules.utc.instant(for: LocalDateTime(date: first.adding(days: 100)))

    /// Three times a day from 1 January, then from 20 February (version 2) at 08:00 and 20:00.
    static func timeline() throws -> TaskTimeline {
        let change = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 2, day: 20)!))
        let versions = [
            ScheduleVersion(number: 1, effectiveFrom: start, schedule: try ScheduleLanguage.parse(
                "3 times a day", options: ScheduleParsingOptions(startDate: first))),
            ScheduleVersion(number: 2, effectiveFrom: change, schedule: try ScheduleLanguage.parse(
                "daily at 08:00 and 20:00", options: ScheduleParsingOptions(startDate: first))),
        ]
        return TaskTimeline(task: CareTask(id: "t", title: "T", style: .checklist, created: start), versions: versions) { _ in .utc }
    }

    /// Done: every occurrence whose index is not a multiple of 3 or 7.
    static func isDone(_ index: Int) -> Bool { index % 3 != 0 && index % 7 != 0 }

    /// Counted on the days of UTC, and of Berlin (where the UTC schedule's times fall an hour
    /// or two later, and 29 March is a day of 23 hours).
    @Test(arguments: [ZoneRules.utc, try! ZoneLoader(environment: [:]).zone(named: "Europe/Berlin")])
    func theMergeCountsWhatTheSetCounts(zone: ZoneRules) throws {
        let timeline = try Self.timeline()
        let expected = DailyAdherence(occurrences: timeline.occurrences(from: Self.start, to: Self.end), zone: zone) {
            Self.isDone($0.index)
        }
        var merged = DailyAdherence()
        var asked: [Int] = []
        merged.add(timeline, from: Self.start, to: Self.end, zone: zone) { version, indices, visit in
            asked.append(version)
            for index in indices where Self.isDone(index) { visit(index) }
        }
        #expect(asked == [1, 2])
        #expect(merged == expected)
        #expect(merged.days.count == 100)
        #expect(merged[Self.first] == Adherence(expected: 3, done: 2))
    }

    @Test func anIndexThatNamesNoOccurrenceCountsNothing() throws {
        let timeline = try Self.timeline()
        var daily = DailyAdherence()
        let end = ZoneRules.utc.instant(for: LocalDateTime(date: Self.first.adding(days: 2)))
        daily.add(timeline, from: Self.start, to: end, zone: .utc) { _, indices, visit in
            #expect(indices == 0..<6)
            for index in [1, 4, 5, 99] { visit(index) }
        }
        #expect(daily[Self.first] == Adherence(expected: 3, done: 1))
        #expect(daily[Self.first.adding(days: 1)] == Adherence(expected: 3, done: 2))
    }
}

/// `DailySamples.fold`, which keeps a local day while the entries stay in it, against
/// `ZoneRules.localDateTime(at:)` for each entry, across the days a zone changes its offset.
@Suite struct DailySamplesFoldTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Havana"].map {
        try! ZoneLoader(environment: [:]).zone(named: $0)
    }

    /// Every 7 minutes and 13 seconds of 2026, a number that grows, and every fifth entry without one.
    @Test(arguments: zones)
    func theDaysAreTheZonesDays(zone: ZoneRules) {
        let start = Instant(seconds: 1_767_225_600)  // 2026-01-01T00:00Z
        let entries: [(Instant, Double?)] = (0..<73_000).map { (i: Int) -> (Instant, Double?) in
            let number: Double? = i % 5 == 0 ? nil : Double(i % 97)
            return (start.adding(seconds: Int64(i) * 433), number)
        }
        let folded = DailySamples.fold(zone: zone) { entry in
            for (at, number) in entries { entry(at, number) }
        }
        var numbers = DailySamples()
        var counts: [Int: Int] = [:]
        for (at, number) in entries {
            let day = zone.localDateTime(at: at).date
            counts[day.dayNumber, default: 0] += 1
            if let number { numbers.add(number, on: day) }
        }
        #expect(folded.numbers == numbers)
        #expect(folded.entries.days.mapValues { (total: DailySamples.Total) in total.count } == counts)
    }
}
