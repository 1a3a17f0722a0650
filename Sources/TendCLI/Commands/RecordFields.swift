import TendArguments
import TendArguments
import TendCore

/// The options `tend done` and `tend log` share: when it happened, a value with its unit, and
/// a note. Each command declares them with its own help and examples, in its own order.
struct RecordFields {
    var at: String?
    var value: String?
    var unit: String?
    var note: String?

    /// The declarations of the four options; `declarations` lists them with the command's
    /// other options.
    struct Declarations {
        let at: Option<String?>
        let value: Option<String?>
        let unit: Option<String?>
        let note = Option<String?>("--note", value: "text", help: "A note to keep with it.")
    }

    init(from parsed: ParsedArguments, _ declared: Declarations) {
        at = parsed[declared.at]
        value = parsed[declared.value]
        unit = parsed[declared.unit]
        note = parsed[declared.note]
    }

    /// `--at`: a time on `day`, or a date and time; `now` when it is not given.
    func moment(_ declared: Declarations, day: CivilDate, zone: ZoneRules, now: Instant) throws(ArgumentError) -> Instant {
        guard let at else { return now }
        guard let instant = ValueArgument.moment(at, day: day, zone: zone, now: now) else {
            throw declared.at.invalid(at, reason: "write a time such as 08:10, a date and time such as 2026-12-01T08:10 or fri 08:10, or a time ago such as -2h")
        }
        return instant
    }

    /// `--value` as typed (at most 200 characters) and its `--unit`; nil without `--value`, and
    /// a `--unit` without one is refused.
    func measurement(_ declared: Declarations) throws(ArgumentError) -> (text: String, unit: String?)? {
        guard let value else {
            if unit != nil { throw .validation("--unit goes with --value.") }
            return nil
        }
        guard value.count <= 200 else {
            throw declared.value.invalid(String(value.prefix(20)) + "…", reason: "at most 200 characters")
        }
        return (value, try TaskFields.text(unit, of: declared.unit, limit: 30))
    }

    /// `--note`, at most 1000 characters.
    func checkedNote(_ declared: Declarations) throws(ArgumentError) -> String? {
        try TaskFields.text(note, of: declared.note, limit: 1000)
    }
}
