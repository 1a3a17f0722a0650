import Foundation
import TendCore
import TendNotify
import TendReminders
import TendStore
import TendSystem

/// One reminder loop on a scratch database in UTC on 2026-12-01, sending through the print
/// backend into `output`, with its log kept in `log`.
final class LoopHarness {
    let directory: String
    let store: CareStore
    private(set) var output = ""
    private(set) var log: [String] = []
    /// The loop the last `run` ran.
    private(set) var loop: ReminderLoop?

    init() throws {
        directory = FileManager.default.temporaryDirectory.path + "/tend-loop-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        store = try CareStore(path: directory + "/tend.db")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// 2026-12-01 at `time` (`08:00`, `07:59:59`) UTC.
    static func at(_ time: String) -> Instant {
        let parts = time.split(separator: ":").map { Int($0)! }
        let timeOfDay = TimeOfDay(hour: parts[0], minute: parts[1], second: parts.count > 2 ? parts[2] : 0)!
        return ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 1)!, time: timeOfDay))
    }

    /// Adds a task (its id the title in lower case) created at midnight, through the loop's
    /// store or, as another program would, through `through`.
    func add(_ title: String, _ schedule: String, through store: CareStore? = nil) throws {
        let task = CareTask(id: title.lowercased().replacingOccurrences(of: " ", with: "-"), title: title, style: .simple,
                            created: Self.at("00:00"))
        _ = try (store ?? self.store).write { try $0.addTask(task, schedule: schedule, zone: nil, effectiveFrom: task.created) }
    }

    /// Another program's store of the same database.
    func storeElsewhere() throws -> CareStore {
        try CareStore(path: store.path)
    }

    /// The settings of the print backend in UTC: the defaults, changed by `change`.
    static func configuration(_ change: (inout ReminderSettings) -> Void = { _ in }) -> ReminderConfiguration {
        var settings = ReminderSettings()
        change(&settings)
        return ReminderConfiguration(reminders: settings, backend: .print, command: [], fallback: .print, zone: .utc,
                                     summary: "lead \(settings.leadSeconds)s")
    }

    /// Runs the loop on `clock` through `steps` to their end, and returns the wake sources
    /// (which know what the loop asked of them).
    @discardableResult
    func run(_ steps: [ScriptedWakes.Step], clock: ManualClock, hasAlarm: Bool,
             configuration: ReminderConfiguration = configuration(),
             reload: @escaping () throws -> ReminderConfiguration = { throw CocoaError(.fileReadUnknown) }) -> ScriptedWakes {
        let wakes = ScriptedWakes(steps, clock: clock, hasAlarm: hasAlarm)
        let loop = makeLoop(clock: clock, configuration: configuration, offersActions: true, reload: reload)
        self.loop = loop
        loop.run(wakeSources: wakes)
        return wakes
    }

    /// The loop, its output and its log kept here.
    func makeLoop(clock: ManualClock, configuration: ReminderConfiguration, offersActions: Bool,
                  reload: @escaping () throws -> ReminderConfiguration) -> ReminderLoop {
        let log = DaemonLog(info: { [unowned self] in self.log.append("info: " + $0) },
                            warning: { [unowned self] in self.log.append("warning: " + $0) },
                            describe: { String(describing: $0) })
        return ReminderLoop(store: store, configuration: configuration, clock: clock, zones: ZoneLoader(environment: [:]),
                            environment: [:], write: { [unowned self] in self.output += $0 }, log: log,
                            offersActions: offersActions, reload: reload)
    }

    /// The log lines that contain `text`.
    func logLines(containing text: String) -> [String] { log.filter { $0.contains(text) } }
}
