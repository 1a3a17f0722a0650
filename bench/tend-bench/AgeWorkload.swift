// `tend-bench --age`: the cost of the everyday queries on schedules 1, 10 and 30 years old, per
// rule shape (bench/age/run prints it before and after a change side by side).
//
// For each shape, 20 schedules of that shape (DTSTART 09:00, on 20 consecutive days ending AGE
// years before 2026-12-01) in Europe/Berlin get what `tend today`, `tend next` and
// `tend summary --week` ask of the engine at 2026-12-01T13:00: a fresh ScheduleEngine each, then
// the day's occurrences, the next 3 occurrences, and the week's occurrences (Monday to Monday),
// each with its index. The CPU time of the whole (60 queries) is measured again and again for
// at least 20 ms, the ages taking turns, and the best of N such turns is reported, as
//     tend age SHAPE years=Y microseconds=T occurrences=N indexsum=S
// `indexsum` (the sum of the indices found) must not change between builds: a completion is
// recorded against its index.

import Glibc
import TendCore
import TendSystem

/// One rule shape of the age benchmark.
struct AgeShape {
    var name: String
    /// RRULE (and EXDATE) text after `DTSTART:...`; `EXDATES` is replaced by 230 exception dates.
    var rule: String
}

let ageShapes = [
    AgeShape(name: "hourly-byhour", rule: "RRULE:FREQ=HOURLY;BYHOUR=8,12,16,20;BYMINUTE=0;BYSECOND=0"),
    AgeShape(name: "minutely-byhour", rule: "RRULE:FREQ=MINUTELY;INTERVAL=15;BYHOUR=8,9,10,11,12,13,14,15,16,17,18,19,20"),
    AgeShape(name: "hourly-weekdays", rule: "RRULE:FREQ=HOURLY;INTERVAL=2;BYHOUR=9,11,13,15,17,19;BYDAY=MO,TU,WE,TH,FR"),
    AgeShape(name: "daily-byday", rule: "RRULE:FREQ=DAILY;BYDAY=MO,WE,FR;BYHOUR=9,21"),
    AgeShape(name: "daily-every-3rd-weekday", rule: "RRULE:FREQ=DAILY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR"),
    AgeShape(name: "weekly-byday", rule: "RRULE:FREQ=WEEKLY;BYDAY=MO,TH"),
    AgeShape(name: "monthly-last-friday", rule: "RRULE:FREQ=MONTHLY;BYDAY=-1FR"),
    AgeShape(name: "monthly-bymonthday", rule: "RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15,-1"),
    AgeShape(name: "monthly-setpos", rule: "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
    AgeShape(name: "yearly-bymonth", rule: "RRULE:FREQ=YEARLY;BYMONTH=1,4,7,10;BYMONTHDAY=1"),
    AgeShape(name: "every-2-years", rule: "RRULE:FREQ=YEARLY;INTERVAL=2;BYMONTH=3;BYDAY=1MO"),
    AgeShape(name: "every-5-months", rule: "RRULE:FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=1"),
    AgeShape(name: "every-7-months-setpos", rule: "RRULE:FREQ=MONTHLY;INTERVAL=7;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1"),
    AgeShape(name: "every-3-days-in-summer", rule: "RRULE:FREQ=DAILY;INTERVAL=3;BYMONTH=6,7,8;BYHOUR=9,21"),
    AgeShape(name: "every-2-days-month-end", rule: "RRULE:FREQ=DAILY;INTERVAL=2;BYMONTHDAY=-1,-2,-3,-4,-5,-6"),
    AgeShape(name: "weekly-in-winter", rule: "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;BYMONTH=12,1,2"),
    AgeShape(name: "every-2-weeks-summer", rule: "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;BYMONTH=4,5,6,7,8,9"),
    AgeShape(name: "yearly-byyearday", rule: "RRULE:FREQ=YEARLY;BYYEARDAY=1,100,200,-1"),
    AgeShape(name: "yearly-20th-monday", rule: "RRULE:FREQ=YEARLY;BYDAY=20MO,-1SU"),
    AgeShape(name: "daily-bymonthday", rule: "RRULE:FREQ=DAILY;BYMONTHDAY=1,10,20;BYHOUR=9,21"),
    AgeShape(name: "hourly-bymonthday", rule: "RRULE:FREQ=HOURLY;BYHOUR=9,21;BYMONTHDAY=1,15"),
    AgeShape(name: "monthly-count", rule: "RRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=1000"),
    AgeShape(name: "daily-230-exdates", rule: "RRULE:FREQ=DAILY;BYHOUR=9 EXDATES"),
]

let ageYears = [1, 10, 30]

func runAgeBenchmark(repeat rounds: Int, zone: ZoneRules) {
    let today = CivilDate(year: 2026, month: 12, day: 1)!
    let moment = zone.instant(for: LocalDateTime(date: today, time: TimeOfDay(hour: 13, minute: 0, second: 0)!))
    let dayStart = zone.instant(for: LocalDateTime(date: today))
    let dayEnd = zone.instant(for: LocalDateTime(date: today.adding(days: 1)))
    let monday = today.adding(days: -((today.weekday.rawValue + 6) % 7))
    let weekStart = zone.instant(for: LocalDateTime(date: monday))
    let weekEnd = zone.instant(for: LocalDateTime(date: monday.adding(days: 7)))
    for shape in ageShapes {
        var runs: [() -> (occurrences: Int, indexSum: Int)] = []
        for years in ageYears {
            let schedules = (0..<20).map { task in
                ageSchedule(shape, start: CivilDate(year: 2026 - years, month: 12, day: 1)!.adding(days: -task), until: today)
            }
            runs.append {
                var occurrences = 0
                var indexSum = 0
                for schedule in schedules {
                    let engine = ScheduleEngine(schedule: schedule, zone: zone)
                    for found in [engine.occurrences(from: dayStart, to: dayEnd),
                                  engine.occurrences(startingAtOrAfter: moment, limit: 3),
                                  engine.occurrences(from: weekStart, to: weekEnd)] {
                        occurrences += found.count
                        indexSum += found.reduce(0) { $0 + $1.index }
                    }
                }
                return (occurrences, indexSum)
            }
        }
        // The ages take turns, so that a burst of load from elsewhere hits them alike.
        var best = [Double](repeating: .infinity, count: ageYears.count)
        var results = [(occurrences: Int, indexSum: Int)](repeating: (0, 0), count: ageYears.count)
        for _ in 0..<rounds {
            for (age, run) in runs.enumerated() {
                var count = 0
                let t0 = cpuTime()
                var elapsed = 0.0
                while elapsed < 0.02 {
                    results[age] = run()
                    count += 1
                    elapsed = cpuTime() - t0
                }
                best[age] = min(best[age], elapsed / Double(count))
            }
        }
        for (age, years) in ageYears.enumerated() {
            print("tend age \(shape.name) years=\(years) microseconds=\(fixed(best[age] * 1e6, 1)) "
                + "occurrences=\(results[age].occurrences) indexsum=\(results[age].indexSum)")
        }
        fflush(nil)
    }
}

/// CPU time of this process in seconds: on a shared machine it leaves out the time others run.
func cpuTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A schedule of `shape` from 09:00 on `start`; its 230 exception dates, when it has them, are
/// spread evenly from `start` to `until`.
func ageSchedule(_ shape: AgeShape, start: CivilDate, until: CivilDate) -> Schedule {
    var rule = shape.rule
    if rule.hasSuffix(" EXDATES") {
        let span = until.dayNumber - start.dayNumber
        let dates = (0..<230).map { compact(LocalDateTime(date: start.adding(days: $0 * span / 230), time: TimeOfDay(hour: 9, minute: 0, second: 0)!).localSeconds) }
        rule = String(rule.dropLast(" EXDATES".count)) + " EXDATE:" + dates.joined(separator: ",")
    }
    let text = "DTSTART:" + compact(LocalDateTime(date: start, time: TimeOfDay(hour: 9, minute: 0, second: 0)!).localSeconds) + " " + rule
    do { return try ScheduleLanguage.parse(text, options: ScheduleParsingOptions(startDate: start)) } catch {
        fail("tend rejects '\(text)': \(error)")
    }
}
