import TendCore
import Testing

/// The series behind a chart and the numbers its narration states, on fixed data: an
/// ibuprofen taken 4 times a day from 1 December 2026 (UTC) and a pain level logged daily.
@Suite struct TrendAnalysisTests {
    static let first = CivilDate(year: 2026, month: 12, day: 1)!
    static let days = (0..<14).map { first.adding(days: $0) }

    /// Ibuprofen 4 times a day; on each day `doses[i]` of the 4 done (the first ones).
    static func daily(_ doses: [Int]) throws -> DailyAdherence {
        let schedule = try ScheduleLanguage.parse("4 times a day", options: ScheduleParsingOptions(startDate: first))
        let start = ZoneRules.utc.instant(for: LocalDateTime(date: first))
        let task = CareTask(id: "ibuprofen", title: "Ibuprofen", style: .checklist, created: start)
        let timeline = TaskTimeline(task: task, versions: [ScheduleVersion(number: 1, effectiveFrom: start, schedule: schedule)]) { _ in .utc }
        let end = ZoneRules.utc.instant(for: LocalDateTime(date: first.adding(days: doses.count)))
        let occurrences = timeline.occurrences(from: start, to: end)
        return DailyAdherence(occurrences: occurrences, zone: .utc) { key in key.index % 4 < doses[key.index / 4] }
    }

    static func pain(_ values: [Double?]) -> DailySamples {
        DailySamples(values.enumerated().compactMap { i, value in value.map { DatedValue(day: first.adding(days: i), value: $0) } })
    }

    @Test func adherenceAndDosesPerBucket() throws {
        let daily = try Self.daily([4, 4, 2, 0, 4, 3, 4])
        let buckets = BucketSize.day.buckets(from: Self.first, to: Self.first.adding(days: 7))
        let points = ChartSeries.occurrences(.adherence, of: daily, buckets: buckets, today: Self.first.adding(days: 6))
        #expect(points.map(\.value) == [100, 100, 50, 0, 100, 75, 100, nil])
        #expect(points.map(\.state) == [.measured, .measured, .measured, .missed, .measured, .measured, .measured, .notYet])
        let weekly = ChartSeries.occurrences(.done, of: daily, buckets: BucketSize.week.buckets(from: Self.first, to: Self.first.adding(days: 6)),
                                             today: Self.first.adding(days: 6))
        // Tue 1 to Sun 6 December, then Monday 7.
        #expect(weekly.map(\.done) == [17, 4])
        #expect(weekly.map(\.expected) == [24, 4])
    }

    @Test func aDayWithNothingDueIsNotAZero() throws {
        let daily = try Self.daily([4])
        let points = ChartSeries.occurrences(.adherence, of: daily, buckets: BucketSize.day.buckets(from: Self.first.adding(days: -1), to: Self.first),
                                             today: Self.first)
        #expect(points.map(\.state) == [.nothingScheduled, .measured])
    }

    @Test func valuesHaveTheirMeanAndRangeAndMissingDaysHaveNoData() {
        var values = Self.pain([6, 4, nil, 3])
        values.add(8, on: Self.first)
        let points = ChartSeries.samples(.value, of: values, buckets: BucketSize.day.buckets(from: Self.first, to: Self.first.adding(days: 3)),
                                         today: Self.first.adding(days: 3))
        #expect(points.map(\.value) == [7, 4, nil, 3])
        #expect(points.map(\.minimum) == [6, nil, nil, nil])
        #expect(points.map(\.maximum) == [8, nil, nil, nil])
        #expect(points[2].state == .noData)
        let counts = ChartSeries.samples(.count, of: values, buckets: BucketSize.week.buckets(from: Self.first, to: Self.first.adding(days: 6)),
                                         today: Self.first)
        // Tue 1 to Sun 6 December holds 4 entries; Monday 7 is after today.
        #expect(counts.map(\.value) == [4, nil])
    }

    @Test func adherenceRoseOverTheFortnight() throws {
        let daily = try Self.daily([2, 3, 2, 4, 3, 2, 3, 4, 4, 3, 4, 4, 4, 3])
        let finding = TrendAnalysis.change(of: .adherence, daily: daily, days: Self.days, series: "Ibuprofen")
        // 19 of 28 (67 %) in the first 7 days, 26 of 28 (92 %) in the last 7.
        #expect(finding == .change(series: "Ibuprofen", metric: .adherence, unit: nil, earlier: 67, later: 92, days: 14))
    }

    @Test func fiveDaysAreNotEnoughToTell() {
        let finding = TrendAnalysis.change(ofValues: Self.pain([6, 5, nil, 4, nil, 3, 2]), unit: "/10", days: Self.days, series: "Pain")
        #expect(finding == .notEnoughData(series: "Pain", days: 5, needed: 6))
    }

    @Test func anOddDayInTheMiddleIsLeftOut() {
        let finding = TrendAnalysis.change(ofValues: Self.pain([6, 5, 4, 9, 3, 2, 1]), unit: "/10", days: Self.days, series: "Pain")
        #expect(finding == .change(series: "Pain", metric: .value, unit: "/10", earlier: 5, later: 2, days: 7))
    }

    @Test func painOnDaysWithFewerDosesAgainstDaysWithAll() throws {
        let daily = try Self.daily([2, 4, 3, 4, 4, 1, 4, 4, 2, 4, 4, 3, 4, 4])
        let pain = Self.pain([7, 3, 6, 4, 3, 6, 3, 4, 5, 3, nil, 6, 4, 3])
        let finding = TrendAnalysis.pairing(doses: daily, dosesTitle: "Ibuprofen", values: pain, valueTitle: "Pain", unit: "/10", days: Self.days)
        #expect(finding == .pairing(doses: "Ibuprofen", value: "Pain", unit: "/10", fewer: 6, fewerDays: 5, all: 3.375, allDays: 8, dosesPerDay: 4))
    }

    @Test func aPairingNeedsThreeDaysOfEachKind() throws {
        let daily = try Self.daily([4, 4, 3, 4, 4, 4, 4])
        let finding = TrendAnalysis.pairing(doses: daily, dosesTitle: "Ibuprofen", values: Self.pain([3, 3, 6, 2, 3, 3, 2]),
                                            valueTitle: "Pain", unit: "/10", days: Array(Self.days.prefix(7)))
        #expect(finding == .notEnoughPairs(doses: "Ibuprofen", value: "Pain", fewerDays: 1, allDays: 6, needed: 3))
    }
}
