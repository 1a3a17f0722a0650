import TendCore
import TendSystem
import Testing

/// `DailyAdherence.add`, which merges a task's occurrences, expanded a few weeks at a time,
/// with the masks of its done ones (64 indices a block, as the store keeps them), against
/// counting the whole period's occurrences with a set of done keys, as summary does.
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

    /// Hands `visit` the masks of the blocks of `done` that meet `indices`, ascending, as the
    /// store does: whole blocks, bits outside `indices` included.
    static func visitMasks(of done: [Int], meeting indices: Range<Int>, _ visit: (Int, UInt64) -> Void) {
        guard !indices.isEmpty else { return }
        var masks: [Int: UInt64] = [:]
        for index in done where index >> 6 >= indices.lowerBound >> 6 && index >> 6 <= (indices.upperBound - 1) >> 6 {
            masks[index >> 6, default: 0] |= 1 << UInt64(index & 63)
        }
        for block in masks.keys.sorted() { visit(block, masks[block]!) }
    }

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
        merged.add([timeline], from: Self.start, to: Self.end, zone: zone) { task, version, indices, visit in
            #expect(task == "t")
            asked.append(version)
            // Every index of the version's blocks, the ones outside `indices` too (the masks of
            // version 2 start with its first index, but version 1's last block runs past its end).
            Self.visitMasks(of: (0..<indices.upperBound + 64).filter(Self.isDone), meeting: indices, visit)
        }
        #expect(asked == [1, 2])
        #expect(merged == expected)
        #expect(merged.days.count == 100)
        #expect(merged[Self.first] == Adherence(expected: 3, done: 2))
    }

    /// Two tasks added in one call count on the same days as the set counts them together,
    /// each task's masks asked for by its own id; a period that starts and ends inside days
    /// counts the occurrences in it alone.
    @Test func severalTasksAddUpOnTheirDays() throws {
        let berlin = try ZoneLoader(environment: [:]).zone(named: "Europe/Berlin")
        let first = try Self.timeline()
        let second = TaskTimeline(task: CareTask(id: "u", title: "U", style: .simple, created: Self.start), versions: [
            ScheduleVersion(number: 1, effectiveFrom: Self.start, schedule: try ScheduleLanguage.parse(
                "daily at 09:00", options: ScheduleParsingOptions(startDate: Self.first))),
        ]) { _ in berlin }
        let from = Self.start.adding(seconds: 5 * 3_600), to = Self.end.adding(seconds: -5 * 3_600)
        let occurrences = first.occurrences(from: from, to: to) + second.occurrences(from: from, to: to)
        let expected = DailyAdherence(occurrences: occurrences, zone: berlin) { $0.taskID == "u" || Self.isDone($0.index) }
        var merged = DailyAdherence()
        var asked: [String] = []
        merged.add([first, second], from: from, to: to, zone: berlin) { task, version, indices, visit in
            asked.append("\(task) \(version)")
            Self.visitMasks(of: task == "u" ? Array(indices) : (0..<indices.upperBound + 64).filter(Self.isDone), meeting: indices, visit)
        }
        #expect(asked == ["t 1", "t 2", "u 1"])
        #expect(merged == expected)
    }

    /// Bits of indices that name no occurrence (here 99, beyond the two days, and 63, in the
    /// block but outside the period) count nothing.
    @Test func anIndexThatNamesNoOccurrenceCountsNothing() throws {
        let timeline = try Self.timeline()
        var daily = DailyAdherence()
        let end = ZoneRules.utc.instant(for: LocalDateTime(date: Self.first.adding(days: 2)))
        daily.add([timeline], from: Self.start, to: end, zone: .utc) { _, _, indices, visit in
            #expect(indices == 0..<6)
            Self.visitMasks(of: [1, 4, 5, 63], meeting: indices, visit)
            visit(1, 1 << (99 - 64))
        }
        #expect(daily[Self.first] == Adherence(expected: 3, done: 1))
        #expect(daily[Self.first.adding(days: 1)] == Adherence(expected: 3, done: 2))
    }
}

/// `DailySamples.fold`, which folds the store's hourly tallies into local days (keeping
/// a local day while they stay in it) and reads the entries of the hours at the
/// period's ends and of those a local midnight cuts, against `ZoneRules.localDateTime(at:)`
/// for each entry, across the days a zone changes its offset.
@Suite struct DailySamplesFoldTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Havana", "Asia/Kolkata"].map {
        try! ZoneLoader(environment: [:]).zone(named: $0)
    } + [ZoneRules(identifier: "LMT", fixedOffset: 3_208)]  // Berlin's mean time until 1893: +0:53:28

    /// Every 7 minutes and 13 seconds of 2026, a number that grows, and every fifth entry
    /// without one; the period starts 7 seconds after the first entry and ends 13 seconds
    /// before the last, inside hours.
    @Test(arguments: zones)
    func theDaysAreTheZonesDays(zone: ZoneRules) {
        let start = Instant(seconds: 1_767_225_600)  // 2026-01-01T00:00Z
        let all: [(Instant, Double?)] = (0..<73_000).map { (i: Int) -> (Instant, Double?) in
            let number: Double? = i % 5 == 0 ? nil : Double(i % 97)
            return (start.adding(seconds: Int64(i) * 433), number)
        }
        let period = all[0].0.adding(seconds: 7)..<all[all.count - 1].0.adding(seconds: -13)
        let entries = all.filter { period.contains($0.0) }
        // The store's tallies: per hour of UTC, of every entry (the period's too).
        var tallies: [Int64: LogTally] = [:]
        for (at, number) in all {
            let hour = (at.seconds - ((at.seconds % 3600) + 3600) % 3600) / 3600
            var tally = tallies[hour] ?? LogTally(hour: hour, entries: 0, numbers: nil)
            tally.entries += 1
            if let number {
                let one = DailySamples.Total(count: 1, sum: number, minimum: number, maximum: number)
                tally.numbers = tally.numbers.map { $0 + one } ?? one
            }
            tallies[hour] = tally
        }
        var readParts: [Range<Instant>] = []
        let folded = DailySamples.fold(zone: zone, in: period) { hours, visit in
            for hour in tallies.keys.sorted() where hours.contains(hour) { visit(tallies[hour]!) }
        } entries: { part, visit in
            readParts.append(part)
            for (at, number) in all where part.contains(at) { visit(at, number) }
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
        // The two ends, and each hour a local midnight cuts: every day's at +5:30 and in mean
        // time, Lord Howe's in its winter (+10:30), none in Berlin, New York or Havana.
        let midnights = (-1...366).map { zone.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 1)!.adding(days: $0))) }
        let cut = midnights.filter { $0.seconds % 3600 != 0 && period.lowerBound.seconds < $0.seconds && $0.seconds < period.upperBound.seconds }
        #expect(readParts.count == 2 + cut.count)
        #expect(cut.isEmpty == ["Europe/Berlin", "America/New_York", "America/Havana"].contains(zone.identifier))
    }
}
