import TendArguments
import TendCore

/// The options `tend done` and `tend log` share: when it happened, and a value with its unit.
enum RecordFields {
    /// `--at`: a time on `day`, or a date and time; `now` when it is not given.
    static func moment(_ parsed: ParsedArguments, day: CivilDate, zone: ZoneRules, now: Instant) throws -> Instant {
        guard let text = parsed.string("--at") else { return now }
        guard let instant = ValueArgument.moment(text, day: day, zone: zone) else {
            throw parsed.usageError(.invalidValue(text, for: "--at", reason: "write a time such as 08:10 or a date and time such as 2026-12-01T08:10"))
        }
        return instant
    }

    /// `--value` as typed (at most 200 characters) and its `--unit`; nil without `--value`, and
    /// a `--unit` without one is refused.
    static func value(_ parsed: ParsedArguments) throws -> (text: String, unit: String?)? {
        guard let text = parsed.string("--value") else {
            if parsed.string("--unit") != nil { throw parsed.usageError(.validation("--unit goes with --value.")) }
            return nil
        }
        guard text.count <= 200 else {
            throw parsed.usageError(.invalidValue(String(text.prefix(20)) + "…", for: "--value", reason: "at most 200 characters"))
        }
        return (text, try TaskFields.text(parsed, "--unit", limit: 30))
    }
}
