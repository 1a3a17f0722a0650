import TendArguments
import TendCore

/// The days a chart covers, from its range options: this week by default.
enum ChartPeriod {
    /// The longest period a chart covers, as `tend summary`'s.
    static let maximumDays = SummaryCommand.maximumDays

    /// `--week` (and no option): the 7 days ending today; `--month`: the 30 days ending
    /// today; `--year`: the 365 days ending today, as `tend summary --year` (a month bucket is
    /// cut at the period's start); `--last 90d` or `--last 12w`; `--from DATE` to `--to DATE`
    /// (or today).
    static func days(_ options: ChartCommand.Options, today: CivilDate) throws(ArgumentError) -> (first: CivilDate, last: CivilDate) {
        let hasRange = options.from != nil || options.to != nil
        let given = [options.week, options.month, options.year, options.last != nil, hasRange].filter { $0 }.count
        guard given <= 1 else { throw .validation("Give one of --week, --month, --year, --last or --from with --to.") }
        if options.month { return (today.adding(days: -29), today) }
        if options.year { return (today.adding(days: -364), today) }
        if let last = options.last { return (today.adding(days: 1 - (try days(inLast: last))), today) }
        if hasRange {
            guard let fromText = options.from else { throw .validation("--to goes with --from.") }
            let from = try date(fromText, of: ChartCommand.Options.from, today: today)
            let to = try options.to.map { text throws(ArgumentError) in try date(text, of: ChartCommand.Options.to, today: today) } ?? today
            guard from <= to else {
                throw .validation("--from \(from) comes after --to \(to); give the earlier day to --from.")
            }
            guard to.dayNumber - from.dayNumber < maximumDays else {
                throw .validation("A chart covers at most \(maximumDays) days; \(from) to \(to) is \(to.dayNumber - from.dayNumber + 1).")
            }
            return (from, to)
        }
        return (today.adding(days: -6), today)
    }

    private static func days(inLast text: String) throws(ArgumentError) -> Int {
        let option = ChartCommand.Options.last
        let unit = text.last.map(String.init)?.lowercased()
        let multiple = unit == "d" ? 1 : unit == "w" ? 7 : nil
        guard let multiple, let count = Int(text.dropLast()), count > 0 else {
            throw option.invalid(text, reason: "write a number of days or weeks such as 90d or 12w")
        }
        guard count <= maximumDays / multiple else {
            throw option.invalid(text, reason: "a chart covers at most \(maximumDays) days")
        }
        return count * multiple
    }

    private static func date(_ text: String, of option: Option<String?>, today: CivilDate) throws(ArgumentError) -> CivilDate {
        guard let day = ValueArgument.date(text, today: today) else {
            throw option.invalid(text, reason: "write a date such as 2026-12-01, or today, yesterday")
        }
        return day
    }
}
