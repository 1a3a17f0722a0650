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
}
