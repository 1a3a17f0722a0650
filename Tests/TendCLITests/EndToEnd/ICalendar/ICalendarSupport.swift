import Foundation
import TendCore
import TendPlan
import TendStore
import TendSystem

/// What the iCalendar tests share: the fixtures folder, the plan of a database as TendPlan reads
/// it, and the occurrences and completions to compare across a round trip.
enum ICalendarSupport {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/icalendar")

    /// Every occurrence of every task of the database at `path` that starts in `[from, to)`, as
    /// `task<TAB>UTC start`, sorted.
    static func occurrences(database path: String, zone: String, from: String, to: String) throws -> [String] {
        let loader = ZoneLoader(environment: [:])
        let userZone = try loader.zone(named: zone)
        let store = try CareStore(path: path)
        let plan = try store.read { try CarePlan.load($0, userZone: userZone, zones: loader) }
        let start = userZone.instant(for: LocalDateTime(date: date(from)))
        let end = userZone.instant(for: LocalDateTime(date: date(to)))
        return plan.tasks.flatMap { task in
            plan.timeline(task).occurrences(from: start, to: end).map { "\(task.id)\t\($0.occurrence.start)" }
        }.sorted()
    }

    /// Every completion of the database at `path`: task, scheduled start, when done, note, values.
    static func completions(database path: String) throws -> [String] {
        let store = try CareStore(path: path)
        let outcomes = try store.read { try $0.outcomes(scheduledIn: Instant(seconds: -(1 << 40))..<Instant(seconds: 1 << 40)) }
        return outcomes.map { "\($0.occurrence.taskID)\t\($0.occurrenceStart)\t\($0.recordedAt)\t\($0.note ?? "")\t\($0.values.map { "\($0.value) \($0.unit ?? "")" })" }
            .sorted()
    }

    private static func date(_ text: String) -> CivilDate {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    /// A scratch folder, removed by `remove`.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tend-ical-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
