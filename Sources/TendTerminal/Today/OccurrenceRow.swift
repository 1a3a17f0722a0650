import TendCore

/// One occurrence of a task on the day shown.
public struct OccurrenceRow: Hashable, Sendable {
    /// The number `tend done ID N` takes for this occurrence.
    public var number: Int
    /// When it is due; nil for an all-day occurrence.
    public var time: TimeOfDay?
    /// Its label (`morning`), which `tend done` also accepts.
    public var label: String?
    public var status: OccurrenceStatus

    public init(number: Int, time: TimeOfDay?, label: String? = nil, status: OccurrenceStatus) {
        self.number = number
        self.time = time
        self.label = label
        self.status = status
    }
}

/// Where an occurrence stands; the command layer decides from the clock.
public enum OccurrenceStatus: Hashable, Sendable {
    /// Done, recorded as done at this local date and time.
    case done(at: LocalDateTime)
    /// Due earlier today and not done yet.
    case overdue
    /// The next one due: the one `tend done ID` without a number would record.
    case next
    /// Due later.
    case upcoming
    /// Not done on a day that is over.
    case missed

    /// Whether the occurrence is done.
    public var isDone: Bool {
        if case .done = self { return true }
        return false
    }
}

/// One entry logged on the day shown.
public struct LogEntryRow: Hashable, Sendable {
    /// When the event happened.
    public var time: TimeOfDay
    public var value: ValueText?
    public var note: String?

    public init(time: TimeOfDay, value: ValueText? = nil, note: String? = nil) {
        self.time = time
        self.value = value
        self.note = note
    }
}

/// A recorded value as text, with its unit: `400` `mg`, `yes`, `3` `/10`.
public struct ValueText: Hashable, Sendable {
    /// The value, already formatted (`400`, `2.5`, `yes`).
    public var value: String
    public var unit: String?

    public init(_ value: String, unit: String? = nil) {
        self.value = value
        self.unit = unit
    }

    /// `400 mg`, or the value alone. A no-break space keeps the unit on the value's line
    /// (a plain space in ASCII).
    func text(_ glyphs: Glyphs) -> String {
        guard let unit, !unit.isEmpty else { return value }
        return value + glyphs.noBreakSpace + unit
    }
}
