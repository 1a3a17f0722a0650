@testable import TendCore
import Testing

/// Nice ticks (1, 2, 5 × 10ⁿ, 3 to 5 of them), the outlier left off scale, and powers of 10.
@Suite struct ValueScaleTests {
    @Test(arguments: [
        (6.1, [0.0, 2, 4, 6, 8], 0), (10, [0, 5, 10], 0), (100, [0, 50, 100], 0), (7, [0, 2, 4, 6, 8], 0),
        (142, [0, 50, 100, 150], 0), (0.3, [0, 0.5, 1], 1), (0, [0, 0.5, 1], 1), (2_400, [0, 1_000, 2_000, 3_000], 0),
    ])
    func ticksAreNiceAndThreeToFive(largest: Double, ticks: [Double], decimals: Int) {
        let scale = ValueScale.linear(upTo: largest)
        #expect(scale.ticks == ticks)
        #expect(scale.decimals == decimals)
        #expect((3...5).contains(scale.ticks.count))
    }

    /// Doses and entries are whole: two doses are 0, 1, 2, never 0.5 apart.
    @Test(arguments: [(2.0, [0.0, 1, 2]), (1.0, [0.0, 1, 2]), (7.0, [0.0, 2, 4, 6, 8])])
    func countsHaveWholeTicks(largest: Double, ticks: [Double]) {
        #expect(ValueScale.linear(upTo: largest, wholeSteps: true).ticks == ticks)
    }

    @Test func anOutlierFarAboveTheRestIsOffScale() {
        let scale = ValueScale.linear(fitting: [3, 4, 5, 48])
        #expect(scale.top == 6)
        #expect(scale.isOffScale(48))
        #expect(!scale.isOffScale(5))
    }

    @Test func threeTimesTheNextIsNotYetAnOutlier() {
        #expect(ValueScale.linear(fitting: [3, 4, 5, 15]).top == 15)
    }

    @Test func aLogScaleHasItsTicksAtPowersOfTen() {
        let scale = ValueScale.logarithmic(fitting: [3, 40, 9_000])
        #expect(scale.ticks == [1, 10, 100, 1_000, 10_000])
        #expect(abs(scale.fraction(of: 100) - 0.5) < 1e-12)
        // Seven powers of 10 are too many gridlines: every other one, the top raised to the last.
        #expect(ValueScale.logarithmic(fitting: [0.5, 12_000]).ticks == [0.1, 10, 1_000, 100_000])
    }

    @Test(arguments: [1.0, 2, 10, 0.001, 12_345, 7.5e-7])
    func theCommonLogarithmIsExact(value: Double) {
        let expected = [1.0: 0.0, 2: 0.301_029_995_663_981_2, 10: 1, 0.001: -3, 12_345: 4.091_491_094_267_951, 7.5e-7: -6.124_938_736_608_299_4]
        #expect(abs(Power.log10(value) - expected[value]!) < 1e-12)
    }
}
