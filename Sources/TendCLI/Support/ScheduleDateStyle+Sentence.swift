import TendCore
import TendTerminal

extension ScheduleDateStyle {
    /// The one date style of tend's sentences (`Wed 2 Dec 2026`, `Wed 2 Dec 2026 17:00`), for a
    /// schedule's words in a confirmation; what is stored, exported and explained keeps the
    /// schedule language's own (`.language`).
    static let sentence = ScheduleDateStyle(day: { DateText.short($0) }, moment: { DateText.short($0) })
}
