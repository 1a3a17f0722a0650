import TendArguments
import TendCore

/// Options and arguments several commands declare, declared once.
enum CommonOptions {
    static let tz = Option<String?>(
        "--tz", value: "zone",
        help: "Read the schedule and times in this time zone (Europe/Berlin) instead of the user's zone.",
        completion: .zone)
    static let json = Flag("--json", help: "Print JSON instead of text.")
    static let date = Option<String?>(
        "--date", value: "date", help: "The day to use instead of today: 2026-12-01, yesterday, tomorrow, fri (the latest Friday, today included), last fri, next fri, -3d.")
    static let group = Option<String?>("--group", value: "name", help: "Only the tasks of this group.")
    static let taskID = Argument<String>("id", help: "The task: its id, a unique start of its id, or its title.", completion: .taskID)
}
