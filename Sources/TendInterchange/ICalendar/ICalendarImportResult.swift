import TendCore

/// What an iCalendar file holds, as tend tasks: built without touching the plan, so the caller
/// can show it (`--dry-run`) or add it in one transaction.
public struct ICalendarImportResult: Sendable {
    /// One task to add.
    public struct Task: Sendable {
        /// The task; `styleGiven` says whether the file named its style.
        public var task: CareTask
        /// Whether the file named the style (`X-TEND-STYLE`); otherwise the caller picks one.
        public var styleGiven: Bool
        /// The schedule versions in order, each with its text as tend stores it.
        public var versions: [Version]
        /// The completions, each on an occurrence of one of the versions.
        public var completions: [Completion]
        /// The UID the task came from.
        public var uid: String
        /// The line of its first component.
        public var line: Int
    }

    /// One schedule version.
    public struct Version: Sendable {
        public var schedule: Schedule
        /// The schedule in tend's schedule language (what the store keeps).
        public var text: String
        public var effectiveFrom: Instant
    }

    /// One completed occurrence.
    public struct Completion: Sendable {
        /// The version (1, 2, …) and the occurrence's index in it.
        public var version: Int
        public var index: Int
        public var occurrenceStart: Instant
        public var recordedAt: Instant
        public var note: String?
        public var values: [OutcomeValue]
    }

    /// A component, line or property left out, and why.
    public struct Skip: Hashable, Sendable {
        /// Why it was left out.
        public enum Reason: Error, Hashable, Sendable {
            /// A line that could not be read.
            case malformedLine(ContentLineError.Reason)
            /// A component tend has nothing for (VJOURNAL, VFREEBUSY, …).
            case unsupportedComponent
            /// A VEVENT or VTODO with neither DTSTART nor DUE.
            case noStart
            /// A property RFC 5545 allows once (DTSTART, DUE, …) given again, at `line`.
            case repeatedProperty(String, line: Int)
            /// The whole series is cancelled.
            case cancelled
            /// A TZID that is neither an IANA zone nor a Windows zone name tend knows.
            case unknownZone(String)
            /// A RECURRENCE-ID that matches no occurrence of its series.
            case noSuchOccurrence(String)
            /// An override for this and future occurrences (RANGE=THISANDFUTURE).
            case rangeOverride
            /// An override with no series (its UID has no component without RECURRENCE-ID).
            case orphanOverride
            /// A second series with the UID of an earlier one.
            case duplicateUID
            /// Components of one tend task written in different zones.
            case mixedZones
            /// A schedule tend cannot hold, with the schedule reader's reason.
            case unrepresentable(String)
        }

        /// The component's name (VEVENT) or nil for a line.
        public var component: String?
        /// Its SUMMARY, if any.
        public var summary: String?
        public var line: Int
        public var reason: Reason
    }

    public var tasks: [Task]
    public var skipped: [Skip]
}
