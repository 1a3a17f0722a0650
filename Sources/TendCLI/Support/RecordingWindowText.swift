import TendCore
import TendTerminal

/// The sentences of a record whose time lies outside its `RecordingWindow`: the time, the
/// window in the person's zone, and that `--force` does not widen it.
enum RecordingWindowText {
    /// `tend done`: `name` is the occurrence as `done` names it (`Ibuprofen #1 (08:00)`).
    static func completion(_ name: String, at: Instant, window: RecordingWindow, zone: ZoneRules) -> String {
        "Not recorded: \(DateText.short(at, in: zone)) is not a time \(name) can have been done at: a dose is recorded "
            + "from the day before it is due to a day from now (\(span(window, zone: zone))), --force or not; check --at"
    }

    /// `tend log`.
    static func logEntry(of task: CareTask, at: Instant, window: RecordingWindow, zone: ZoneRules) -> String {
        "Not logged: \(DateText.short(at, in: zone)) is not a time \(TextSanitizer.sanitize(task.title)) can have happened "
            + "at: an entry is logged from the day before the task starts to a day from now (\(span(window, zone: zone))); "
            + "check --at"
    }

    private static func span(_ window: RecordingWindow, zone: ZoneRules) -> String {
        "\(DateText.short(window.earliest, in: zone)) to \(DateText.short(window.latest, in: zone))"
    }
}
