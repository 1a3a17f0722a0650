import TendSystem

/// Runs a program of the user's for each reminder, without a shell: the program's own
/// arguments, then the summary and the body as two more arguments (so `notify-send` works as
/// it is), with the details in `TEND_*` environment variables. An alert that names a contact
/// also has `TEND_CONTACT_ACTION` (`call`, `message`, `email`), `TEND_CONTACT_VALUE` (the number
/// or address) and `TEND_LINK` (`tel:+447700900123`), for a program that opens it.
///
/// The program runs in the background with standard input from `/dev/null`; a program that
/// fails is reported, one that cannot be started makes `deliver` throw.
public final class CommandNotifier: Notifier {
    public let name = "command"
    /// The program and its arguments.
    public let command: [String]
    private let environment: [String: String]
    private let warn: (String) -> Void
    private var running: Set<Int32> = []

    /// - Parameters:
    ///   - command: the program (looked up in `PATH`) and its arguments; not empty.
    ///   - environment: the environment the program starts from.
    ///   - warn: receives a sentence when a program fails.
    public init(command: [String], environment: [String: String], warn: @escaping (String) -> Void) {
        precondition(!command.isEmpty, "a command notifier needs a program")
        self.command = command
        self.environment = environment
        self.warn = warn
    }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        reap()
        let arguments = command + [reminder.summary, reminder.body]
        var variables = environment
        for (key, value) in Self.variables(for: reminder) { variables[key] = value }
        do {
            running.insert(try ChildProcess.spawn(arguments, environment: variables))
        } catch {
            throw NotifierError(cannotRun: arguments[0], error)
        }
    }

    public func finishWait(_ ready: Set<Int32>) -> [ReminderResponse] {
        reap()
        return []
    }

    /// Collects the programs that have ended and reports those that failed.
    private func reap() {
        for pid in running {
            guard let ending = ChildProcess.ending(ifEnded: pid) else { continue }
            running.remove(pid)
            let program = command[0]
            switch ending {
            case .signalled(let signal):
                warn("the reminder command '\(program)' was ended by signal \(signal)")
            case .exited(let status) where status != 0:
                warn("the reminder command '\(program)' exited with status \(status)")
            case .exited:
                break
            }
        }
    }

    /// The `TEND_*` variables that describe `reminder`.
    public static func variables(for reminder: Reminder) -> [String: String] {
        var variables = [
            "TEND_KIND": reminder.kind.rawValue,
            "TEND_URGENCY": reminder.urgency.rawValue,
            "TEND_SUMMARY": reminder.summary,
            "TEND_BODY": reminder.body,
            "TEND_SENT_AT": reminder.sentAtText,
            "TEND_TAG": reminder.tag,
            "TEND_COUNT": String(reminder.occurrences.count),
            "TEND_TASK_IDS": reminder.occurrences.map(\.key.taskID).joined(separator: " "),
            "TEND_ACTIONS": reminder.actions.map(\.rawValue).joined(separator: " "),
        ]
        if reminder.occurrences.count == 1, let occurrence = reminder.occurrences.first {
            variables["TEND_TASK_ID"] = occurrence.key.taskID
            variables["TEND_TASK_TITLE"] = occurrence.title
            variables["TEND_VERSION"] = String(occurrence.key.version)
            variables["TEND_INDEX"] = String(occurrence.key.index)
            variables["TEND_START"] = occurrence.startText
            variables["TEND_STYLE"] = occurrence.style.rawValue
            variables["TEND_LABEL"] = occurrence.label ?? ""
            variables["TEND_INSTRUCTIONS"] = occurrence.instructions ?? ""
            variables["TEND_GROUP"] = occurrence.group ?? ""
        }
        if let link = reminder.link {
            variables["TEND_CONTACT_ACTION"] = link.action.rawValue
            variables["TEND_CONTACT_VALUE"] = link.text
            variables["TEND_LINK"] = link.uris.first ?? ""
        }
        return variables
    }
}
