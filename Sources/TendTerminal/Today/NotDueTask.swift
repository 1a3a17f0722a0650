import TendCore

/// A task with nothing due on the day shown, listed apart from the day's tasks with its next
/// occurrence, or as finished when it has none left (a course that is over), or as one whose
/// stored schedule cannot be read.
public struct NotDueTask: Hashable, Sendable {
    public var id: String
    public var title: String
    /// When it is next due; nil when it has no occurrence left.
    public var next: LocalDateTime?
    /// Whether a stored version of its schedule cannot be read: without a next occurrence it
    /// is not finished, its schedule is unknown.
    public var scheduleUnreadable: Bool

    public init(id: String, title: String, next: LocalDateTime?, scheduleUnreadable: Bool = false) {
        self.id = id
        self.title = title
        self.next = next
        self.scheduleUnreadable = scheduleUnreadable
    }
}

/// The section of `tend today` under the day's tasks:
///
/// ```
/// Not due this day
///   Weekly injection (injection) · next Fri 4 Dec 09:00
///   Amoxicillin 500 mg (amoxicillin) · finished
/// ```
enum NotDueLines {
    /// The section's lines, appended to `lines`; none when no task is listed.
    static func append(_ tasks: [NotDueTask], width: Int, glyphs: CardGlyphs, to lines: inout some LineSink) {
        guard !tasks.isEmpty else { return }
        lines.append(StyledLine())
        lines.append(StyledLine("Not due this day", .bold))
        for task in tasks {
            let when = task.next.map { "next " + DateText.dayAndTime($0) }
                ?? (task.scheduleUnreadable ? "schedule cannot be read" : "finished")
            var name = printable(task.title)
            name += " ("
            name += printable(task.id)
            name += ")"
            Wrapping.appendJoined(
                [Span(text: name, attributes: .plain), Span(text: when, attributes: .dim)],
                width: width, indent: glyphs.indent, separator: glyphs.glyphs.separator, separatorWidth: glyphs.separatorWidth,
                to: &lines)
        }
    }
}
