import TendSystem

/// Shows reminders to a person: on the desktop, through a program of theirs, or as lines of
/// text. The daemon's loop also waits on a notifier's descriptors, so that answers given in a
/// popup arrive while it sleeps.
public protocol Notifier: AnyObject {
    /// The backend's name, for messages (`libnotify`).
    var name: String { get }
    /// Shows `reminder`, replacing the earlier popup with the same tag where the medium can.
    func deliver(_ reminder: Reminder) throws(NotifierError)
    /// Takes down the popup with `tag`, if one is showing (its occurrence was done elsewhere).
    func withdraw(tag: String)
    /// The descriptors to wait on besides the daemon's own, and the longest wait the notifier
    /// allows in milliseconds (nil: no limit).
    func prepareWait() -> NotifierWait
    /// Handles what became ready during the wait (`ready`: those of the descriptors
    /// `prepareWait` returned that are readable) and returns the answers people gave.
    func finishWait(_ ready: Set<Int32>) -> [ReminderResponse]
}

extension Notifier {
    public func withdraw(tag: String) {}
    public func prepareWait() -> NotifierWait { NotifierWait(descriptors: [], timeoutMilliseconds: nil) }
    public func finishWait(_ ready: Set<Int32>) -> [ReminderResponse] { [] }
}

/// What a notifier needs from the daemon's wait.
public struct NotifierWait {
    /// The descriptors whose readiness the notifier handles (a helper's output).
    public var descriptors: [Int32]
    /// The longest wait the notifier allows; nil: no limit.
    public var timeoutMilliseconds: Int32?

    public init(descriptors: [Int32], timeoutMilliseconds: Int32?) {
        self.descriptors = descriptors
        self.timeoutMilliseconds = timeoutMilliseconds
    }
}

/// Why a notifier could not show a reminder.
public struct NotifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence: what failed and why (`no D-Bus session bus: …`).
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `program` could not be started.
    init(cannotRun program: String, _ error: SystemError) {
        self.init("cannot run '\(program)': \(error)")
    }

    public var description: String { message }
}
