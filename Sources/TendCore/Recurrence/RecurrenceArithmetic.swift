/// Integer helpers shared by the recurrence engine: floor division, greatest common divisor and
/// the fixed bounds of the calendar the engine works in.
enum RecurrenceArithmetic {
    /// Seconds in a nominal day.
    static let secondsPerDay: Int64 = 86_400
    /// Days in one Gregorian cycle of 400 years; the calendar repeats after it.
    static let daysPer400Years = 146_097
    /// The day number of 0001-01-01, the first day the engine produces.
    static let firstDay = CivilDate.dayNumber(year: CivilDate.minimumYear, month: 1, day: 1)
    /// The day number of the day after 9999-12-31: nothing is produced from it on.
    static let endDay = CivilDate.dayNumber(year: CivilDate.maximumYear + 1, month: 1, day: 1)
    /// Local seconds of 10000-01-01T00:00:00, the exclusive end of everything the engine produces.
    static let endSecond = Int64(endDay) * secondsPerDay

    /// `a / b` rounded towards minus infinity (`b > 0`).
    @inline(__always)
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }

    /// `a / b` rounded towards minus infinity (`b > 0`).
    @inline(__always)
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }

    /// `a / b` rounded towards plus infinity (`b > 0`).
    @inline(__always)
    static func ceilingDivide(_ a: Int64, _ b: Int64) -> Int64 {
        -floorDivide(-a, b)
    }

    /// The remainder of `a` modulo `b`, in `0..<b` (`b > 0`).
    @inline(__always)
    static func modulo(_ a: Int, _ b: Int) -> Int {
        let r = a % b
        return r < 0 ? r + b : r
    }

    /// The greatest common divisor of two non-negative numbers.
    static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// The number of steps of `step` units after which a sequence of steps lines up with a cycle of
    /// `cycle` units again: `lcm(step, cycle) / step`.
    static func stepsPerCycle(step: Int64, cycle: Int64) -> Int64 {
        cycle / greatestCommonDivisor(step, cycle)
    }

    /// The day number of January 1 of `year`.
    @inline(__always)
    static func firstDayOfYear(_ year: Int) -> Int {
        CivilDate.dayNumber(year: year, month: 1, day: 1)
    }
}
