import TendCore
import TendPlan
import TendTerminal

/// The counts of `tend summary` over a period, made `daysAtATime` days at a time, and its
/// missed occurrences made again a run at a time each time a renderer walks them: what stays in
/// memory is a count per task and per day and one bit per occurrence of the task runs that had
/// a miss, never the period's outcomes or rows, so that ten years take the memory of four weeks.
enum SummaryTally {
    /// The days counted at a time.
    static let daysAtATime = 28

    /// The summary of `first` to `last`: per task and per day, each run of days with the done
    /// occurrences of its tasks' versions, which `doneMasks` reads 64 indices at a time and which are
    /// merged with the occurrences as they are expanded, in the same order (`DoneOccurrences`). The missed rows are
    /// made from the plan alone when read, after `doneMasks`' transaction has ended.
    static func summary(plan: CarePlan, first: CivilDate, last: CivilDate, now: Instant,
                        doneMasks: DoneOccurrences.DoneMasks) throws -> SummaryView {
        let zone = plan.userZone
        let tasks = plan.tasks.filter { $0.countsTowardAdherence && $0.style != .log }
        let timelines = tasks.map(plan.timeline)
        var adherence = Array(repeating: Adherence(expected: 0, done: 0), count: tasks.count)
        var perDay: [Int: Adherence] = [:]
        var missedCount = 0
        var missed = MissedBits()
        var runs: [MissedRun] = []
        let end = min(plan.bounds(of: last).end, now)
        var day = first
        while day <= last, plan.bounds(of: day).start < end {
            let lastOfRun = min(day.adding(days: daysAtATime - 1), last)
            let range = plan.bounds(of: day).start..<min(plan.bounds(of: lastOfRun).end, end)
            var run = MissedRun(range: range, spans: [])
            for (position, timeline) in timelines.enumerated() {
                let firstBit = missed.count
                var misses = 0
                var occurrences = DoneOccurrences(timeline, from: range.lowerBound, to: range.upperBound)
                while let (occurrence, isDone) = try occurrences.next(doneMasks: doneMasks) {
                    let date = zone.localDateTime(at: occurrence.start).date
                    adherence[position].expected += 1
                    perDay[date.dayNumber, default: Adherence(expected: 0, done: 0)].expected += 1
                    if isDone {
                        adherence[position].done += 1
                        perDay[date.dayNumber]!.done += 1
                    } else {
                        misses += 1
                    }
                    missed.append(!isDone)
                }
                if misses > 0 {
                    run.spans.append(MissedSpan(task: position, firstBit: firstBit))
                    missedCount += misses
                } else {
                    missed.truncate(to: firstBit)
                }
            }
            if !run.spans.isEmpty { runs.append(run) }
            day = lastOfRun.adding(days: 1)
        }
        var taskRows: [TaskAdherenceRow] = []
        if plan.bounds(of: first).start < end {
            for (position, task) in tasks.enumerated() where adherence[position].expected > 0 || !task.isRemoved(at: end) {
                taskRows.append(TaskAdherenceRow(id: task.id, title: task.title, adherence: adherence[position],
                                                 lastSevenDays: try lastSevenDays(timelines[position], plan: plan, last: last, now: now,
                                                                                  doneMasks: doneMasks)))
            }
        }
        let days = (first.dayNumber...last.dayNumber).map { number in
            DayAdherenceRow(date: CivilDate(dayNumber: number), adherence: perDay[number] ?? Adherence(expected: 0, done: 0))
        }
        let missedOccurrences = MissedOccurrences(count: missedCount, runs: runs.count) { [runs, missed] index in
            missedRows(of: runs[index], timelines: timelines, missed: missed, zone: zone)
        }
        return SummaryView(firstDay: first, lastDay: last, tasks: taskRows, days: days, missed: missedOccurrences)
    }

    /// The missed occurrences of one run, in time order: its task runs expanded again version
    /// by version as `summary` expanded them, each occurrence whose bit is set made a row (its
    /// label looked up for it alone).
    private static func missedRows(of run: MissedRun, timelines: [TaskTimeline], missed: MissedBits,
                                   zone: ZoneRules) -> [MissedOccurrenceRow] {
        var rows: [MissedOccurrenceRow] = []
        for span in run.spans {
            let task = timelines[span.task].task
            var bit = span.firstBit
            for version in timelines[span.task].spans(from: run.range.lowerBound, to: run.range.upperBound) {
                for occurrence in version.engine.occurrences(from: version.range.lowerBound, to: version.range.upperBound) {
                    if missed[bit] {
                        let local = zone.localDateTime(at: occurrence.start)
                        rows.append(MissedOccurrenceRow(taskID: task.id, title: task.title, date: local.date,
                                                        time: occurrence.allDay ? nil : local.time,
                                                        label: version.version.schedule.elements[occurrence.element].label))
                    }
                    bit += 1
                }
            }
        }
        rows.sort { ($0.date, $0.time ?? .midnight, $0.taskID) < ($1.date, $1.time ?? .midnight, $1.taskID) }
        return rows
    }

    /// The task's adherence on each of the 7 days ending with `last`, as the chart counts it.
    static func lastSevenDays(_ timeline: TaskTimeline, plan: CarePlan, last: CivilDate, now: Instant,
                              doneMasks: DoneOccurrences.DoneMasks) throws -> [ChartPoint] {
        let first = last.adding(days: -6)
        let start = plan.bounds(of: first).start
        let end = max(start, min(plan.bounds(of: last).end, now))
        var daily = DailyAdherence()
        try daily.add([timeline], from: start, to: end, zone: plan.userZone, doneMasks: doneMasks)
        return ChartSeries.occurrences(.adherence, of: daily, buckets: BucketSize.day.buckets(from: first, to: last),
                                       today: plan.userZone.localDateTime(at: now).date)
    }
}

/// A run of days with a miss, and the tasks that missed something in it.
private struct MissedRun {
    var range: Range<Instant>
    var spans: [MissedSpan]
}

/// A task's occurrences in a run, whose bits start at `firstBit`.
private struct MissedSpan {
    /// The task's position among the summary's tasks.
    var task: Int
    var firstBit: Int
}

/// One bit per occurrence, set when it was missed, 64 to a word.
private struct MissedBits {
    private var words: [UInt64] = []
    private(set) var count = 0

    mutating func append(_ bit: Bool) {
        if count % 64 == 0 { words.append(0) }
        if bit { words[count / 64] |= 1 << UInt64(count % 64) }
        count += 1
    }

    /// Forgets every bit from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = newCount
        words.removeLast(words.count - (newCount + 63) / 64)
        if newCount % 64 != 0 { words[words.count - 1] &= (1 << UInt64(newCount % 64)) - 1 }
    }

    subscript(position: Int) -> Bool {
        words[position / 64] >> UInt64(position % 64) & 1 == 1
    }
}
