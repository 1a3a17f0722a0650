import Testing
@testable import TendNotify

/// When a new helper may start after one ended with popups showing, on times passed in: at
/// once the first time, then at most once per interval, given up on after three in a row
/// that each ended soon, and counted afresh after a helper that ran steadily.
@Suite struct HelperRestartsTests {
    /// Ends a helper started at `startedAt` at `now` with popups showing; takes the planned
    /// restart and starts it at its instant.
    static func endAndRestart(_ restarts: inout HelperRestarts, startedAt: Int64, now: Int64) -> HelperRestarts.Outcome {
        let outcome = restarts.helperEnded(startedAt: startedAt, now: now, cause: "status 3", popupsShowing: true)
        if case .planned(let delay) = outcome {
            #expect(!restarts.isDue(now: now + delay - 1))
            #expect(restarts.isDue(now: now + delay))
            #expect(restarts.takePlanned() == "status 3")
            restarts.started(now: now + delay)
        }
        return outcome
    }

    @Test func theFirstRestartIsAtOnceAndTheNextOnesAnIntervalApart() {
        var restarts = HelperRestarts(intervalMilliseconds: 1_000)
        #expect(Self.endAndRestart(&restarts, startedAt: 0, now: 10_000) == .planned(delay: 0))
        // The new helper ends 100 ms after it started: the next one waits out the interval.
        #expect(Self.endAndRestart(&restarts, startedAt: 10_000, now: 10_100) == .planned(delay: 900))
        #expect(Self.endAndRestart(&restarts, startedAt: 11_000, now: 11_050) == .planned(delay: 950))
        #expect(Self.endAndRestart(&restarts, startedAt: 12_000, now: 12_010) == .givenUp)
        #expect(restarts.planned == nil)
    }

    @Test func aHelperThatRanSteadilyCountsTheRestartsAfresh() {
        var restarts = HelperRestarts(intervalMilliseconds: 1_000)
        for start in 0..<3 {
            let at = Int64(start) * 1_000
            #expect(Self.endAndRestart(&restarts, startedAt: at, now: at + 10) != .givenUp)
        }
        // The third helper ran a minute: it ended by accident, and its successor starts at once.
        #expect(Self.endAndRestart(&restarts, startedAt: 3_000, now: 3_000 + HelperRestarts.steadyMilliseconds) == .planned(delay: 0))
    }

    @Test func aHelperThatEndsWithNoPopupShowingPlansNothing() {
        var restarts = HelperRestarts(intervalMilliseconds: 1_000)
        #expect(restarts.helperEnded(startedAt: 0, now: 10, cause: "status 3", popupsShowing: false) == .nothingToTakeOver)
        #expect(restarts.planned == nil)
        #expect(!restarts.isDue(now: 1_000_000))
    }
}
