/// The 14 kinds of Gregorian year (common or leap, by the weekday of January 1), and how many
/// years of each kind come before a given year.
///
/// The calendar repeats every 400 years (146,097 days, a whole number of weeks), so a table of
/// one cycle answers for any year: summing a per-kind count over a range of years costs 14
/// multiplications, whatever the length of the range.
enum GregorianYearKinds {
    /// The number of kinds.
    static let count = 14

    /// The kind of `year`: twice the weekday of January 1 (a `Weekday` raw value), plus 1 for a
    /// leap year.
    static func kind(of year: Int) -> Int {
        Weekday(dayNumber: RecurrenceArithmetic.firstDayOfYear(year)).rawValue * 2 + (CivilDate.isLeapYear(year) ? 1 : 0)
    }

    /// The number of years of kind `kind` among the years `0..<year` of the proleptic calendar
    /// (`year >= 0`).
    static func yearsBefore(_ year: Int, ofKind kind: Int) -> Int {
        let (cycles, rest) = year.quotientAndRemainder(dividingBy: 400)
        return cycles * Int(cumulative[400 * count + kind]) + Int(cumulative[rest * count + kind])
    }

    /// A year of kind `kind`, between 2000 and 2399.
    static func sampleYear(ofKind kind: Int) -> Int {
        Int(sampleYears[kind])
    }

    /// The first year of each kind from 2000 on (every kind occurs in a cycle of 400 years).
    private static let sampleYears: [Int32] = {
        var years = [Int32](repeating: 0, count: count)
        for year in (2000..<2400).reversed() { years[kind(of: year)] = Int32(year) }
        return years
    }()

    /// `cumulative[r * count + k]`: the years of kind `k` among the first `r` years of a cycle,
    /// for `r` in `0...400` (the cycle from year 400 stands for every cycle).
    private static let cumulative: [Int32] = {
        var table = [Int32](repeating: 0, count: 401 * count)
        for rest in 0..<400 {
            for k in 0..<count { table[(rest + 1) * count + k] = table[rest * count + k] }
            table[(rest + 1) * count + kind(of: 400 + rest)] += 1
        }
        return table
    }()
}
