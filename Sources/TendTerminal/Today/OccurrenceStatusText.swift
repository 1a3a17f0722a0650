import TendCore

/// How an occurrence's status reads: a box, a word and, when colour is on, a colour.
extension OccurrenceStatus {
    /// `☑` (`[x]`) when done, `☐` (`[ ]`) otherwise.
    func box(_ glyphs: Glyphs) -> String { isDone ? glyphs.doneBox : glyphs.openBox }

    /// `done 08:04` (`done Wed 2 Dec 00:30` when it was done on another day), or ``stateWord``.
    func word(shownOn date: CivilDate) -> String? {
        if case .done(let at) = self {
            return "done " + (at.date == date ? at.time.description : DateText.dayAndTime(at))
        }
        return stateWord
    }

    /// `overdue`, `next` or `missed`; nil for an occurrence that is done or simply due later.
    var stateWord: String? {
        switch self {
        case .overdue: "overdue"
        case .next: "next"
        case .missed: "missed"
        case .done, .upcoming: nil
        }
    }

    /// Late occurrences in red, the next one in bold.
    var attributes: TextAttributes {
        switch self {
        case .overdue, .missed: .late
        case .next: .bold
        case .done, .upcoming: .plain
        }
    }

    /// The status of a one-step task with these occurrences: done when all are done (at the
    /// latest time), otherwise the most pressing of overdue, missed, next and upcoming. One
    /// pass over the statuses, which the caller need not gather into an array.
    static func combined(_ statuses: some Sequence<OccurrenceStatus>) -> OccurrenceStatus {
        var latestDone: LocalDateTime?
        var allDone = true
        var hasOverdue = false, hasMissed = false, hasNext = false
        for status in statuses {
            switch status {
            case .done(let at): latestDone = max(latestDone ?? at, at)
            case .overdue: hasOverdue = true; allDone = false
            case .missed: hasMissed = true; allDone = false
            case .next: hasNext = true; allDone = false
            case .upcoming: allDone = false
            }
        }
        if allDone, let latestDone { return .done(at: latestDone) }
        if hasOverdue { return .overdue }
        if hasMissed { return .missed }
        if hasNext { return .next }
        return .upcoming
    }
}

extension OccurrenceRow {
    /// What names the occurrence in a grid cell and in `tend done`: the label, else the time,
    /// else `all day`.
    var shortName: String {
        if let label, !label.isEmpty { return printable(label) }
        return time?.description ?? "all day"
    }
}

extension [OccurrenceRow] {
    /// `2 of 4 done`.
    var doneCountText: String {
        var done = 0
        for row in self where row.status.isDone {
            done += 1
        }
        var text = String(done)
        text += " of "
        text += String(count)
        text += " done"
        return text
    }
}
