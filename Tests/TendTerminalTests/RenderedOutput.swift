import TendCore
import TendTerminal

/// Every text renderer applied to the sample plan, by name, for tests that look at all of them.
enum RenderedOutput {
    static let names = ["today", "list", "show", "summary", "next", "contact-list", "contact-show"]

    static func render(_ name: String, style: TerminalStyle) -> String {
        switch name {
        case "today": TodayRenderer.render(SamplePlan.todayView, style: style)
        case "list": TaskListRenderer.render(SamplePlan.listView, style: style)
        case "show": TaskDetailRenderer.render(SamplePlan.detailView, style: style)
        case "summary": SummaryTextRenderer.render(SamplePlan.summaryView, style: style)
        case "next": NextRenderer.render(SamplePlan.nextView, style: style)
        case "contact-list": ContactListRenderer.render(SampleContacts.all, style: style)
        case "contact-show": ContactDetailRenderer.render(SampleContacts.detailView, style: style)
        default: fatalError("no renderer named \(name)")
        }
    }

    /// `text` without the SGR sequences the renderers add (`ESC [ parameters m`).
    static func withoutSGR(_ text: String) -> String {
        var result = ""
        var remaining = Substring(text)
        while let escape = remaining.firstIndex(of: "\u{1B}") {
            result += remaining[..<escape]
            let afterEscape = remaining[remaining.index(after: escape)...]
            guard afterEscape.first == "[", let end = afterEscape.firstIndex(of: "m"),
                  afterEscape.dropFirst()[..<end].allSatisfy({ $0.isNumber || $0 == ";" })
            else {
                result += "\u{1B}"
                remaining = afterEscape
                continue
            }
            remaining = afterEscape[afterEscape.index(after: end)...]
        }
        return result + remaining
    }
}
