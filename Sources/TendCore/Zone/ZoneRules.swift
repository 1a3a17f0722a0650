/// The rules of one time zone: its UTC offset at any instant, and the instant of any local
/// date-time, with tend's policy for daylight-saving gaps and folds.
///
/// Built from a TZif file (RFC 8536): a table of transitions, then the file's POSIX footer rule
/// for the years after the table, so far dates (2100, 2400) follow the zone's current rule.
public struct ZoneRules: Sendable, Hashable {
    /// The zone's name (`Europe/Berlin`), or the TZ text it came from.
    public let identifier: String
    /// UTC instants at which the offset changes, ascending.
    let transitionTimes: [Int64]
    /// The offset in effect from each transition on.
    let offsetsAfter: [Int32]
    /// The offset before the first transition.
    let initialOffset: Int32
    /// The rule for instants after the last transition; nil means the last offset stays.
    let footer: PosixZoneRule?

    /// Coordinated Universal Time.
    public static let utc = ZoneRules(identifier: "UTC", fixedOffset: 0)

    /// A zone that is always `offset` seconds east of Greenwich.
    public init(identifier: String, fixedOffset offset: Int) {
        self.identifier = identifier
        transitionTimes = []
        offsetsAfter = []
        initialOffset = Int32(offset)
        footer = nil
    }

    /// A zone that follows a POSIX TZ rule at all times.
    public init(identifier: String, rule: PosixZoneRule) {
        self.identifier = identifier
        transitionTimes = []
        offsetsAfter = []
        initialOffset = Int32(rule.standardOffset)
        footer = rule
    }

    init(identifier: String, transitionTimes: [Int64], offsetsAfter: [Int32], initialOffset: Int32, footer: PosixZoneRule?) {
        self.identifier = identifier
        self.transitionTimes = transitionTimes
        self.offsetsAfter = offsetsAfter
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// The rule the zone follows after its table of transitions ends: its current rule, which
    /// an iCalendar VTIMEZONE writes down; nil for a zone whose last offset simply stays.
    public var currentRule: PosixZoneRule? { footer }

    /// The UTC offset, in seconds east of Greenwich, in effect at a UTC instant (seconds).
    public func offset(at instant: Int64) -> Int {
        if let last = transitionTimes.last, instant < last || footer == nil {
            return Int(tableOffset(at: instant))
        }
        if let footer { return footer.offset(at: instant) }
        return Int(initialOffset)
    }

    /// The UTC offset in effect at an instant.
    public func offset(at instant: Instant) -> Int { offset(at: instant.seconds) }

    /// The wall-clock date-time at an instant.
    public func localDateTime(at instant: Instant) -> LocalDateTime {
        LocalDateTime(localSeconds: instant.seconds + Int64(offset(at: instant.seconds)))
    }

    /// The instant of a wall-clock time, in local seconds (`LocalDateTime.localSeconds`).
    ///
    /// A time in a daylight-saving gap happens at the offset before the gap, which puts it as
    /// much later as the gap is long (02:30 on a spring-forward night is 03:30). A time that
    /// happens twice on a fall-back night is the first of the two.
    public func instant(forLocal local: Int64) -> Int64 {
        let before = Int64(offset(at: local - 86_400 * 2))
        let after = Int64(offset(at: local + 86_400 * 2))
        if before == after {
            let candidate = local - before
            let actual = Int64(offset(at: candidate))
            if actual == before { return candidate }
            // A transition and its reversal within four days: check the other offset too.
            let other = local - actual
            return Int64(offset(at: other)) == actual ? min(candidate, other) : candidate
        }
        let early = local - before
        let late = local - after
        let earlyValid = Int64(offset(at: early)) == before
        let lateValid = Int64(offset(at: late)) == after
        switch (earlyValid, lateValid) {
        case (true, true): return min(early, late)
        case (false, true): return late
        case (true, false): return early
        case (false, false): return early
        }
    }

    /// The instant of a wall-clock date-time (see `instant(forLocal:)` for gaps and folds).
    public func instant(for local: LocalDateTime) -> Instant {
        Instant(seconds: instant(forLocal: local.localSeconds))
    }

    /// The local-time range around `local` in which the offset is constant and every wall-clock
    /// time maps to exactly one instant, for fast conversion of many nearby times.
    public func unambiguousSpan(aroundLocal local: Int64) -> (lower: Int64, upper: Int64, offset: Int64) {
        let instant = instant(forLocal: local)
        let offset = Int64(offset(at: instant))
        let (previous, next) = transitions(around: instant)
        var lower = Int64.min / 2
        var upper = Int64.max / 2
        if let previous {
            let offsetBefore = Int64(self.offset(at: previous - 1))
            lower = previous + max(offset, offsetBefore)
        }
        if let next {
            let offsetAfter = Int64(self.offset(at: next))
            upper = next + min(offset, offsetAfter)
        }
        if local < lower || local >= upper {
            // `local` sits in a gap or fold: a span of one second keeps the slow path exact.
            return (local, local + 1, local - instant)
        }
        return (lower, upper, offset)
    }

    /// The last transition at or before `instant` and the first one after it.
    func transitions(around instant: Int64) -> (previous: Int64?, next: Int64?) {
        if let last = transitionTimes.last, instant < last || footer == nil {
            var low = 0
            var high = transitionTimes.count
            while low < high {
                let mid = (low + high) / 2
                if transitionTimes[mid] <= instant { low = mid + 1 } else { high = mid }
            }
            let previous = low > 0 ? transitionTimes[low - 1] : nil
            var next = low < transitionTimes.count ? transitionTimes[low] : nil
            if next == nil, let footer { next = footerTransitions(footer, around: instant).next }
            return (previous, next)
        }
        guard let footer else { return (nil, nil) }
        var result = footerTransitions(footer, around: instant)
        if result.previous == nil || (transitionTimes.last.map { $0 > result.previous! } ?? false) {
            result.previous = transitionTimes.last ?? result.previous
        }
        return result
    }

    private func footerTransitions(_ rule: PosixZoneRule, around instant: Int64) -> (previous: Int64?, next: Int64?) {
        let year = LocalDateTime(localSeconds: instant + Int64(rule.standardOffset)).date.year
        var candidates: [Int64] = []
        for y in (year - 1)...(year + 1) where y >= 1 && y <= CivilDate.maximumYear {
            if let t = rule.transitions(inYear: y) {
                candidates.append(t.start)
                candidates.append(t.end)
            }
        }
        candidates.sort()
        let previous = candidates.last { $0 <= instant }
        let next = candidates.first { $0 > instant }
        return (previous, next)
    }

    private func tableOffset(at instant: Int64) -> Int32 {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let mid = (low + high) / 2
            if transitionTimes[mid] <= instant { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? initialOffset : offsetsAfter[low - 1]
    }

    public static func == (a: ZoneRules, b: ZoneRules) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
