import TendArguments
import TendCore
import TendNotify
import TendReminders

/// A setting of the reminder daemon: its name in the configuration file, the option that
/// overrides it, its default, and how its text is read.
enum Setting: String, CaseIterable {
    case backend
    case command
    case fallback
    case lead
    case nagInterval = "nag-interval"
    case nagLimit = "nag-limit"
    case snooze
    case catchUp = "catch-up"
    case quietHours = "quiet-hours"
    case quietMode = "quiet-mode"
    case allDayTime = "all-day-time"

    /// The option of `tend daemon` and `tend config`: `--` and the name.
    var optionName: String { "--" + rawValue }

    /// The value as the default configuration writes it.
    var defaultText: String {
        switch self {
        case .backend: "auto"
        case .command: ""
        case .fallback: "print"
        case .lead: "0m"
        case .nagInterval: "30m"
        case .nagLimit: "3"
        case .snooze: "10m"
        case .catchUp: "12h"
        case .quietHours: "off"
        case .quietMode: "wait"
        case .allDayTime: "09:00"
        }
    }

    /// One sentence for help, the man page and the configuration file.
    var help: String {
        switch self {
        case .backend:
            "Where reminders go: auto (libnotify when a D-Bus session bus is there, else print), libnotify, command or print."
        case .command:
            "The program (and its arguments, no shell) the command backend runs; it gets the summary and body as two more arguments and TEND_* variables."
        case .fallback:
            "Where reminders go while libnotify or the command fails: print or command."
        case .lead:
            "How long before an occurrence its reminder goes out (10m); a task's own lead time comes first."
        case .nagInterval:
            "How long after a reminder an occurrence still not done is reminded again; 0 turns repeats off."
        case .nagLimit:
            "How many times an occurrence is reminded again after the first, snoozes included."
        case .snooze:
            "How long Snooze waits."
        case .catchUp:
            "How far back reminders that came due while the daemon was stopped or the machine slept are still sent."
        case .quietHours:
            "Hours without reminders, such as 22:00-07:00, or off."
        case .quietMode:
            "What happens to reminders that come due in quiet hours: wait (sent when they end) or skip (never sent)."
        case .allDayTime:
            "When an all-day occurrence is reminded of, on its day."
        }
    }

    /// The value name in help (`<duration>`).
    var valueName: String {
        switch self {
        case .backend, .fallback, .quietMode: "name"
        case .command: "program"
        case .lead, .nagInterval, .snooze, .catchUp: "duration"
        case .nagLimit: "count"
        case .quietHours: "range"
        case .allDayTime: "time"
        }
    }

    /// The choices, for settings that have a fixed set.
    var choices: [String]? {
        switch self {
        case .backend: NotifierChoice.allCases.map(\.rawValue)
        case .fallback: [NotifierChoice.print.rawValue, NotifierChoice.command.rawValue]
        case .quietMode: QuietMode.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// The option that overrides the setting. It declares no default value, which would hide
    /// the configuration file's; the help names the default instead.
    var option: Option<String?> {
        Option(optionName, value: valueName, help: help + (defaultText.isEmpty ? "" : " Default: \(defaultText)."),
               completion: choices.map { .choices($0) } ?? (self == .command ? .file : .none))
    }
}
