import TendCore
import Testing

/// Buckets: whole ISO weeks and calendar months cut to the range, and the size chosen so that
/// the points fit the columns there are.
@Suite struct ChartBucketTests {
    static func day(_ month: Int, _ day: Int, year: Int = 2026) -> CivilDate { CivilDate(year: year, month: month, day: day)! }

    @Test func weeksRunMondayToSundayAndAreCutToTheRange() {
        // Wed 25 Nov to Tue 8 Dec 2026.
        let buckets = BucketSize.week.buckets(from: Self.day(11, 25), to: Self.day(12, 8))
        #expect(buckets == [
            ChartBucket(first: Self.day(11, 25), last: Self.day(11, 29)),
            ChartBucket(first: Self.day(11, 30), last: Self.day(12, 6)),
            ChartBucket(first: Self.day(12, 7), last: Self.day(12, 8)),
        ])
        #expect(buckets.map(\.dayCount) == [5, 7, 2])
    }

    @Test func monthsFollowTheCalendarLeapFebruaryIncluded() {
        let buckets = BucketSize.month.buckets(from: Self.day(1, 31, year: 2028), to: Self.day(3, 1, year: 2028))
        #expect(buckets.map(\.dayCount) == [1, 29, 1])
    }

    @Test(arguments: [(7, 70, BucketSize.day), (30, 70, .day), (365, 70, .week), (365, 40, .month), (90, 20, .week)])
    func theSizeIsTheSmallestWhoseBucketsFit(days: Int, slots: Int, expected: BucketSize) {
        let last = Self.day(12, 1)
        #expect(BucketSize.automatic(from: last.adding(days: 1 - days), to: last, slots: slots) == expected)
    }
}
