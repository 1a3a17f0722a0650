import TendCore

/// What `tend show` shows: everything about one task. Times are local to the reader.
public struct TaskDetailView: Hashable, Sendable {
    public var id: String
    public var title: String
    public var style: TaskStyle
    public var group: String?
    public var color: TaskColor?
    /// The current schedule in words.
    public var schedule: String
    /// The zone the schedule is pinned to; nil when it follows the reader's zone.
    public var zone: String?
    public var instructions: String?
    /// What each occurrence aims for (`1 tablet`).
    public var target: ValueText?
    public var countsTowardAdherence: Bool
    public var created: LocalDateTime
    /// When the task was removed; nil while it is active.
    public var removed: LocalDateTime?
    public var nextOccurrences: [UpcomingOccurrence]
    /// The schedule versions, oldest first.
    public var versions: [ScheduleVersionRow]
    /// The latest completions and log entries, newest first.
    public var recentRecords: [RecordRow]
    /// The contacts linked to the task, in the order they were linked.
    public var contacts: [Contact]
    /// The task's alert rules as written (`>= 8: call dr-sato`).
    public var alerts: [String]

    public init(
        id: String, title: String, style: TaskStyle, group: String? = nil, color: TaskColor? = nil,
        schedule: String, zone: String? = nil, instructions: String? = nil, target: ValueText? = nil,
        countsTowardAdherence: Bool = true, created: LocalDateTime, removed: LocalDateTime? = nil,
        nextOccurrences: [UpcomingOccurrence] = [], versions: [ScheduleVersionRow] = [],
        recentRecords: [RecordRow] = [], contacts: [Contact] = [], alerts: [String] = []
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.group = group
        self.color = color
        self.schedule = schedule
        self.zone = zone
        self.instructions = instructions
        self.target = target
        self.countsTowardAdherence = countsTowardAdherence
        self.created = created
        self.removed = removed
        self.nextOccurrences = nextOccurrences
        self.versions = versions
        self.recentRecords = recentRecords
        self.contacts = contacts
        self.alerts = alerts
    }
}

/// An occurrence still to come.
public struct UpcomingOccurrence: Hashable, Sendable {
    public var date: CivilDate
    /// nil for an all-day occurrence.
    public var time: TimeOfDay?
    public var label: String?

    public init(date: CivilDate, time: TimeOfDay?, label: String? = nil) {
        self.date = date
        self.time = time
        self.label = label
    }
}

/// One version of a task's schedule.
public struct ScheduleVersionRow: Hashable, Sendable {
    /// 1, 2, 3, …
    public var number: Int
    public var effectiveFrom: LocalDateTime
    /// The schedule in words.
    public var schedule: String

    public init(number: Int, effectiveFrom: LocalDateTime, schedule: String) {
        self.number = number
        self.effectiveFrom = effectiveFrom
        self.schedule = schedule
    }
}

/// A completion or a log entry.
public struct RecordRow: Hashable, Sendable {
    /// When it was done or happened.
    public var at: LocalDateTime
    public var kind: RecordKind
    public var values: [ValueText]
    public var note: String?

    public init(at: LocalDateTime, kind: RecordKind, values: [ValueText] = [], note: String? = nil) {
        self.at = at
        self.kind = kind
        self.values = values
        self.note = note
    }
}

/// What a record is.
public enum RecordKind: Hashable, Sendable {
    /// A completion of the occurrence that was due at this local date and time.
    case done(due: LocalDateTime)
    /// A log entry.
    case logged
}
