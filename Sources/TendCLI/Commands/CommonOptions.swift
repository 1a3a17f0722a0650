import TendArguments
import TendCore
import TendTerminal

/// Options shared by several commands, declared once.
enum CommonOptions {
    static let now = OptionSpec.option(
        "--now", value: "datetime",
        help: "Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.",
        global: true)
    static let tz = OptionSpec.option(
        "--tz", value: "zone",
        help: "Read the schedule and times in this time zone (Europe/Berlin) instead of the user's zone.",
        completion: .zone)
    static let json = OptionSpec.flag("--json", help: "Print JSON instead of text.")
    static let db = OptionSpec.option(
        "--db", value: "path",
        help: "The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.",
        completion: .file, global: true)
    static let color = OptionSpec.option(
        "--color", value: "when", help: "Colour the output: auto, always or never.", default: "auto",
        completion: .choices(["auto", "always", "never"]), global: true)
    static let date = OptionSpec.option(
        "--date", value: "date", help: "The day to use instead of today (2026-12-01, yesterday, tomorrow).")
    static let group = OptionSpec.option("--group", value: "name", help: "Only the tasks of this group.")
    static let taskID = ArgumentSpec("id", help: "The task: its id, a unique start of its id, or its title.", completion: .taskID)
    static let styles = TaskStyle.allCases.map(\.rawValue)
    static let colors = TaskColor.allCases.map(\.rawValue)
}
