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
    /// latest time), otherwise the most pressing of overdue, missed, next and upcoming.
    static func combined(_ statuses: [OccurrenceStatus]) -> OccurrenceStatus {
        let doneTimes = statuses.compactMap { status -> LocalDateTime? in
            if case .done(let at) = status { return at }
            return nil
        }
        if !statuses.isEmpty, doneTimes.count == statuses.count, let latest = doneTimes.max() {
            return .done(at: latest)
        }
        for pressing in [OccurrenceStatus.overdue, .missed, .next] where statuses.contains(pressing) {
            return pressing
        }
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
        return String(done) + " of " + String(count) + " done"
    }
}
