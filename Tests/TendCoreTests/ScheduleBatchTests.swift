import Testing
import TendCore
import TendSystem

/// `ScheduleEngine.forEachBatch`: a long window in batches of about `batchSize`, the same
/// occurrences as one expansion, and a stop when the caller says so.
@Suite struct ScheduleBatchTests {
    static let berlin = ScheduleEngineTests.berlin

    static func instant(_ year: Int, _ month: Int, _ day: Int) -> Instant {
        berlin.instant(for: LocalDateTime(date: CivilDate(year: year, month: month, day: day)!))
    }

    /// Ten years of dense and sparse schedules, two elements giving the same instants among
    /// them, across every change of summer time: the batches put together are the whole.
    @Test(arguments: ScheduleEngineTests.texts + ["every 5 minutes", "DTSTART:20160101T080000 RRULE:FREQ=DAILY RDATE:20160105T080000,20170105T080000"])
    func batchesAreTheWholeExpansion(text: String) throws {
        let engine = ScheduleEngine(schedule: try ScheduleEngineTests.schedule(text), zone: Self.berlin)
        let from = Self.instant(2016, 1, 1), to = Self.instant(2026, 1, 1)
        var batches: [[Occurrence]] = []
        engine.forEachBatch(from: from, to: to) { batches.append($0); return true }
        #expect(batches.flatMap { $0 } == engine.occurrences(from: from, to: to))
        #expect(batches.allSatisfy { !$0.isEmpty && $0.count <= 4 * ScheduleEngine.batchSize })
    }

    @Test func stopsWhenTheCallerSaysSo() throws {
        let engine = ScheduleEngine(schedule: try ScheduleEngineTests.schedule("every minute"), zone: Self.berlin)
        var batches = 0
        engine.forEachBatch(from: Self.instant(2016, 1, 1), to: Self.instant(2026, 1, 1)) { _ in
            batches += 1
            return batches < 3
        }
        #expect(batches == 3)
    }
}
