import TendCore

/// What `tend next` shows: today's overdue occurrences, then those due next.
public struct NextView: Hashable, Sendable {
    /// The day `next` was asked on; a row on another day shows its date.
    public var today: CivilDate
    public var rows: [NextRow]

    public init(today: CivilDate, rows: [NextRow]) {
        self.today = today
        self.rows = rows
    }
}

/// One occurrence in `tend next`.
public struct NextRow: Hashable, Sendable {
    /// Whether it is late (`overdue`) or simply coming (`next`).
    public enum Status: String, Hashable, Sendable {
        case overdue
        case next
    }

    public var status: Status
    public var date: CivilDate
    /// When it is due; nil for an all-day occurrence.
    public var time: TimeOfDay?
    /// The id people type (`ibuprofen`).
    public var id: String
    public var title: String
    public var label: String?

    public init(status: Status, date: CivilDate, time: TimeOfDay?, id: String, title: String, label: String? = nil) {
        self.status = status
        self.date = date
        self.time = time
        self.id = id
        self.title = title
        self.label = label
    }
}
