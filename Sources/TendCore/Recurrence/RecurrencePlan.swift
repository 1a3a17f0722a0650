/// A rule and its DTSTART made ready for expansion.
///
/// Missing BY parts are filled in from DTSTART as RFC 5545 and python-dateutil do (YEARLY takes
/// DTSTART's month and day, MONTHLY its day, WEEKLY its weekday, and DAILY or longer its time of
/// day), lists are sorted without repeats, and the rule is sorted into the cheapest shape that can
/// expand it.
struct RecurrencePlan: Sendable {
    enum Shape: Sendable {
        /// The rule can never produce an occurrence.
        case empty
        /// Occurrences repeat with a fixed period and are found by arithmetic: DAILY without day
        /// filters or by plain weekdays, WEEKLY by plain weekdays, and HOURLY, MINUTELY or
        /// SECONDLY with time filters and at most plain weekdays (their times repeat every
        /// day or week).
        case uniform(UniformRecurrence)
        /// YEARLY, MONTHLY, WEEKLY or DAILY, walked period by period; counted by the tally when
        /// it has one (a `CalendarTally` or a `MonthSumTally`).
        case calendar(CalendarWalk, RecurrenceTally?)
        /// HOURLY, MINUTELY or SECONDLY with BY filters, walked slot by slot; counted by the
        /// tally when it has one.
        case subDaily(SubDailyWalk, RecurrenceTally?)
    }

    let shape: Shape
    let bounds: RecurrenceBounds

    init(rule: RecurrenceRule, start: LocalDateTime) {
        var last = RecurrenceArithmetic.endSecond - 1
        switch rule.until {
        case .local(let bound, _)?, .utc(let bound)?: last = min(last, bound.localSeconds)
        case nil: break
        }
        bounds = RecurrenceBounds(start: start.localSeconds, last: last, countLimit: rule.count)
        guard rule.hasOnlyValuesInRange, (rule.count ?? 1) > 0, last >= start.localSeconds else {
            shape = .empty
            return
        }
        shape = rule.frequency >= .daily
            ? Self.calendarShape(rule: rule, start: start)
            : Self.subDailyShape(rule: rule, start: start)
    }

    private static func calendarShape(rule: RecurrenceRule, start: LocalDateTime) -> Shape {
        let interval = min(rule.interval, rule.frequency.stepsSpanningAllYears)
        let dayFilter = DayFilter(rule: rule, defaultsFrom: start.date)
        let times = rule.times.isEmpty
            ? timesOfDay(rule: rule, start: start.time)
            : sortedWithoutRepeats(rule.times.map { Int64($0.secondsSinceMidnight) })
        let setPositions = sortedWithoutRepeats(rule.bySetPosition)
        let startDay = start.date.dayNumber
        let firstWeekStart = startDay - RecurrenceArithmetic.modulo(start.date.weekday.rawValue - rule.weekStart.rawValue, 7)

        if rule.frequency == .daily && !dayFilter.isRestrictive {
            let uniform = UniformRecurrence(
                base: Int64(startDay) * RecurrenceArithmetic.secondsPerDay,
                period: Int64(interval) * RecurrenceArithmetic.secondsPerDay,
                offsets: picking(setPositions, from: times),
                start: start.localSeconds)
            return uniform.map(Shape.uniform) ?? .empty
        }
        if rule.frequency == .daily && dayFilter.selectsOnlyPlainWeekdays {
            // Every INTERVAL-th day on some weekdays: the days repeat after lcm(INTERVAL, 7) days.
            let daysPerPeriod = Int64(interval) / RecurrenceArithmetic.greatestCommonDivisor(Int64(interval), 7) * 7
            let picked = picking(setPositions, from: times)
            var offsets: [Int64] = []
            for dayOffset in stride(from: Int64(0), to: daysPerPeriod, by: interval)
            where dayFilter.plainWeekdays & (1 << Weekday(dayNumber: startDay + Int(dayOffset)).rawValue) != 0 {
                offsets += picked.map { dayOffset * RecurrenceArithmetic.secondsPerDay + $0 }
            }
            let uniform = UniformRecurrence(
                base: Int64(startDay) * RecurrenceArithmetic.secondsPerDay,
                period: daysPerPeriod * RecurrenceArithmetic.secondsPerDay,
                offsets: offsets,
                start: start.localSeconds)
            return uniform.map(Shape.uniform) ?? .empty
        }
        if rule.frequency == .weekly && setPositions.isEmpty && dayFilter.selectsOnlyPlainWeekdays {
            var offsets: [Int64] = []
            for weekday in 0..<7 where dayFilter.plainWeekdays & (1 << weekday) != 0 {
                let dayOffset = Int64(RecurrenceArithmetic.modulo(weekday - rule.weekStart.rawValue, 7))
                offsets += times.map { dayOffset * RecurrenceArithmetic.secondsPerDay + $0 }
            }
            let uniform = UniformRecurrence(
                base: Int64(firstWeekStart) * RecurrenceArithmetic.secondsPerDay,
                period: Int64(interval) * 7 * RecurrenceArithmetic.secondsPerDay,
                offsets: offsets.sorted(),
                start: start.localSeconds)
            return uniform.map(Shape.uniform) ?? .empty
        }
        let periodsPerCycle: Int64 = switch rule.frequency {
        case .yearly: 400
        case .monthly: 400 * 12
        case .weekly: Int64(RecurrenceArithmetic.daysPer400Years / 7)
        default: Int64(RecurrenceArithmetic.daysPer400Years)
        }
        let walk = CalendarWalk(
            frequency: rule.frequency,
            interval: interval,
            startDate: start.date,
            firstWeekStart: firstWeekStart,
            times: times,
            setPositions: setPositions,
            dayFilter: dayFilter,
            emptyPeriodLimit: Int(RecurrenceArithmetic.stepsPerCycle(step: Int64(interval), cycle: periodsPerCycle)) + 1)
        return .calendar(walk, RecurrenceTally(walk: walk))
    }

    private static func subDailyShape(rule: RecurrenceRule, start: LocalDateTime) -> Shape {
        let slotLength: Int64 = switch rule.frequency {
        case .hourly: 3600
        case .minutely: 60
        default: 1
        }
        let step = Int64(min(rule.interval, rule.frequency.stepsSpanningAllYears)) * slotLength
        let startSeconds = start.localSeconds
        let firstSlot = RecurrenceArithmetic.floorDivide(startSeconds, slotLength) * slotLength
        let seconds = rule.bySecond.isEmpty ? [start.time.second] : rule.bySecond
        let expansion: [Int64] = switch rule.frequency {
        case .hourly:
            (rule.byMinute.isEmpty ? [start.time.minute] : rule.byMinute)
                .flatMap { minute in seconds.map { Int64(minute * 60 + $0) } }
        case .minutely: seconds.map(Int64.init)
        default: [0]
        }
        let offsets = picking(sortedWithoutRepeats(rule.bySetPosition), from: sortedWithoutRepeats(expansion))
        let dayFilter = DayFilter(rule: rule, defaultsFrom: nil)
        let filtersHours = !rule.byHour.isEmpty
        let filtersMinutes = rule.frequency <= .minutely && !rule.byMinute.isEmpty
        let filtersSeconds = rule.frequency == .secondly && !rule.bySecond.isEmpty
        if !dayFilter.isRestrictive && !filtersHours && !filtersMinutes && !filtersSeconds {
            let uniform = UniformRecurrence(base: firstSlot, period: step, offsets: offsets, start: startSeconds)
            return uniform.map(Shape.uniform) ?? .empty
        }
        let cycle = RecurrenceArithmetic.secondsPerDay * Int64(RecurrenceArithmetic.daysPer400Years)
        let (span, overflow) = RecurrenceArithmetic.stepsPerCycle(step: step, cycle: cycle).multipliedReportingOverflow(by: step)
        let walk = SubDailyWalk(
            slotLength: slotLength,
            firstSlot: firstSlot,
            step: step,
            offsets: offsets,
            dayFilter: dayFilter.isRestrictive ? dayFilter : nil,
            hours: UInt32(bits(filtersHours ? rule.byHour : [], orAllOf: 24)),
            minutes: bits(filtersMinutes ? rule.byMinute : [], orAllOf: 60),
            seconds: bits(filtersSeconds ? rule.bySecond : [], orAllOf: 60),
            emptySpanLimit: overflow ? Int64.max : span)
        guard walk.visitsAPassingTime && !offsets.isEmpty else { return .empty }
        if !dayFilter.isRestrictive || dayFilter.selectsOnlyPlainWeekdays,
           let uniform = walk.repeatingPattern(start: startSeconds, daysPerCycle: dayFilter.isRestrictive ? 7 : 1) {
            return .uniform(uniform)
        }
        return .subDaily(walk, CalendarTally(walk: walk, start: startSeconds).map(RecurrenceTally.calendar))
    }

    /// DTSTART's time of day completed by BYHOUR, BYMINUTE and BYSECOND: every combination.
    private static func timesOfDay(rule: RecurrenceRule, start: TimeOfDay) -> [Int64] {
        let hours = rule.byHour.isEmpty ? [start.hour] : rule.byHour
        let minutes = rule.byMinute.isEmpty ? [start.minute] : rule.byMinute
        let seconds = rule.bySecond.isEmpty ? [start.second] : rule.bySecond
        var times: [Int64] = []
        times.reserveCapacity(hours.count * minutes.count * seconds.count)
        for hour in hours {
            for minute in minutes {
                for second in seconds { times.append(Int64(hour * 3600 + minute * 60 + second)) }
            }
        }
        return sortedWithoutRepeats(times)
    }

    /// BYSETPOS applied to one period's ascending candidates (all of them when there is none).
    private static func picking(_ positions: [Int], from candidates: [Int64]) -> [Int64] {
        guard !positions.isEmpty else { return candidates }
        let picked = positions.compactMap { position -> Int64? in
            let index = position > 0 ? position - 1 : candidates.count + position
            return index >= 0 && index < candidates.count ? candidates[index] : nil
        }
        return sortedWithoutRepeats(picked)
    }

    /// The values as bits; all `count` bits set when there are none.
    private static func bits(_ values: [Int], orAllOf count: Int) -> UInt64 {
        guard !values.isEmpty else { return (1 << UInt64(count)) - 1 }
        return values.reduce(0) { $0 | 1 << UInt64($1) }
    }
}

/// Sorted, with each value once. Values already so (none, one, or a rule's times as the
/// parser writes them) are returned as they are, without a sort and a copy.
func sortedWithoutRepeats<Value: Comparable>(_ values: [Value]) -> [Value] {
    if values.indices.dropFirst().allSatisfy({ values[$0 - 1] < values[$0] }) { return values }
    var result: [Value] = []
    for value in values.sorted() where result.last != value { result.append(value) }
    return result
}

extension RecurrenceRule.Frequency {
    /// An INTERVAL at least this large takes a rule past year 9999 in one step; larger ones are
    /// cut down to it so that no step arithmetic can overflow.
    var stepsSpanningAllYears: Int {
        let days = RecurrenceArithmetic.endDay - RecurrenceArithmetic.firstDay
        return switch self {
        case .yearly: CivilDate.maximumYear + 1
        case .monthly: (CivilDate.maximumYear + 1) * 12
        case .weekly: days / 7 + 1
        case .daily: days + 1
        case .hourly: days * 24 + 1
        case .minutely: days * 1440 + 1
        case .secondly: days * 86_400 + 1
        }
    }
}

extension RecurrenceRule {
    /// Whether every value lies in the range RFC 5545 gives it. The parser only builds such rules;
    /// a rule built in code with a value out of range expands to nothing.
    var hasOnlyValuesInRange: Bool {
        func signed(_ value: Int, upTo limit: Int) -> Bool { value != 0 && value >= -limit && value <= limit }
        return interval >= 1
            && bySecond.allSatisfy { (0...59).contains($0) }
            && byMinute.allSatisfy { (0...59).contains($0) }
            && byHour.allSatisfy { (0...23).contains($0) }
            && byMonthDay.allSatisfy { signed($0, upTo: 31) }
            && byYearDay.allSatisfy { signed($0, upTo: 366) }
            && byWeekNumber.allSatisfy { signed($0, upTo: 53) }
            && byMonth.allSatisfy { (1...12).contains($0) }
            && bySetPosition.allSatisfy { signed($0, upTo: 366) }
            && byDay.allSatisfy { $0.ordinal.map { signed($0, upTo: 53) } ?? true }
    }
}
