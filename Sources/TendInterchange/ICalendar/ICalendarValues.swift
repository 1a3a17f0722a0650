import TendCore

/// A logged value as an `X-TEND-VALUE` line, and back: `X-TEND-VALUE;X-TEND-UNIT=mg:400`,
/// `X-TEND-VALUE;VALUE=TEXT:nausea`, `X-TEND-VALUE;VALUE=BOOLEAN:TRUE`.
enum ICalendarValues {
    /// A number without a needless `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    static func line(_ value: OutcomeValue) -> ContentLine {
        var parameters: [ContentLineParameter] = []
        let text: String
        switch value.value {
        case .number(let n): text = number(n)
        case .text(let t): parameters.append(ContentLineParameter(name: "VALUE", values: ["TEXT"])); text = TextValue.escape(t)
        case .boolean(let b): parameters.append(ContentLineParameter(name: "VALUE", values: ["BOOLEAN"])); text = b ? "TRUE" : "FALSE"
        }
        if let unit = value.unit { parameters.append(ContentLineParameter(name: "X-TEND-UNIT", values: [unit])) }
        return ContentLine(name: "X-TEND-VALUE", parameters: parameters, value: text)
    }

    /// The value of an `X-TEND-VALUE` line, recorded at `at`; nil when it cannot be read.
    static func value(_ line: ContentLine, at: Instant) -> OutcomeValue? {
        let unit = line.parameter("X-TEND-UNIT")
        switch line.parameter("VALUE")?.uppercased() {
        case "TEXT"?: return OutcomeValue(.text(TextValue.unescape(line.value)), unit: unit, recordedAt: at)
        case "BOOLEAN"?:
            switch line.value.uppercased() {
            case "TRUE": return OutcomeValue(.boolean(true), unit: unit, recordedAt: at)
            case "FALSE": return OutcomeValue(.boolean(false), unit: unit, recordedAt: at)
            default: return nil
            }
        default:
            guard let n = Double(line.value), n.isFinite else { return nil }
            return OutcomeValue(.number(n), unit: unit, recordedAt: at)
        }
    }
}
