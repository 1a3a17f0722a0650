/// When a new helper may start after one ended with popups showing: at once the first time,
/// then at most once per restart interval; and after `limit` restarts in a row that each ended
/// within `steadyMilliseconds`, not at all (the popups are given up on). Times are monotonic
/// milliseconds, passed in.
struct HelperRestarts {
    /// What becomes of the popups of a helper that ended.
    enum Outcome: Equatable {
        /// None were showing: the next reminder starts a helper as usual.
        case nothingToTakeOver
        /// Helpers keep ending: the popups are given up on.
        case givenUp
        /// A new helper takes them over in `delay` milliseconds (0: at the next turn of the loop).
        case planned(delay: Int64)
    }

    /// How many helpers in a row may be started to take over popups, each ending within
    /// `steadyMilliseconds`, before the popups are given up on.
    static let limit = 3
    /// A helper that ran this long ended by accident, not for a cause that would end the next one.
    static let steadyMilliseconds: Int64 = 60_000

    /// The shortest time between two helpers started to take over popups.
    let intervalMilliseconds: Int64
    /// The restart planned: when the new helper starts, and how the last one ended.
    private(set) var planned: (at: Int64, cause: String)?
    /// When a helper was last started to take over popups.
    private var lastRestartAt: Int64?
    /// How many were started so in a row, each ending within `steadyMilliseconds`.
    private var inARow = 0

    init(intervalMilliseconds: Int64) {
        self.intervalMilliseconds = intervalMilliseconds
    }

    /// Whether a restart is planned for `now` or earlier.
    func isDue(now: Int64) -> Bool {
        planned.map { $0.at <= now } ?? false
    }

    /// A helper started at `startedAt` ended at `now` (`cause`: how, for messages).
    mutating func helperEnded(startedAt: Int64, now: Int64, cause: String, popupsShowing: Bool) -> Outcome {
        if now - startedAt >= Self.steadyMilliseconds { inARow = 0 }
        guard popupsShowing else { return .nothingToTakeOver }
        guard inARow < Self.limit else {
            inARow = 0
            return .givenUp
        }
        let at = lastRestartAt.map { max(now, $0 + intervalMilliseconds) } ?? now
        planned = (at, cause)
        return .planned(delay: at - now)
    }

    /// Takes the planned restart: how the helper before ended; nil when none is planned.
    mutating func takePlanned() -> String? {
        defer { planned = nil }
        return planned?.cause
    }

    /// A new helper was started at `now` to take over popups.
    mutating func started(now: Int64) {
        lastRestartAt = now
        inARow += 1
    }
}
