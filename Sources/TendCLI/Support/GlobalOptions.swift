import TendArguments
import TendTerminal

/// The options of `tend` itself, which every command accepts: decoded once per run into the
/// ``CommandContext``.
struct GlobalOptions: ParsableArguments {
    static let now = Option<String?>(
        "--now", value: "datetime",
        help: "Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.",
        global: true)
    static let db = Option<String?>(
        "--db", value: "path",
        help: "The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.",
        completion: .file, global: true)
    static let color = Option<ColorChoice>(
        "--color", value: "when", help: "Colour the output: auto, always or never.", default: .auto, global: true)
    static let ascii = Flag(
        "--ascii",
        help: "Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.",
        global: true)
    static let declarations: [any ArgumentDeclaration] = [now, db, color, ascii]

    /// `--now` as typed; ``CommandContext/now(zone:)`` reads it.
    var now: String?
    /// `--db` as typed.
    var db: String?
    var color: ColorChoice
    /// `--ascii`: draw with ASCII whatever the terminal and locale.
    var ascii: Bool

    init(from parsed: ParsedArguments) {
        now = parsed[Self.now]
        db = parsed[Self.db]
        color = parsed[Self.color]
        ascii = parsed[Self.ascii]
    }
}
