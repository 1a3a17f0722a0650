import TendArguments
import TendCore
import TendNotify
import TendPlan
import TendReminders

/// The daemon's settings in effect: each from an option, else the configuration file, else
/// its default, with where it came from.
struct DaemonConfiguration {
    /// Where a setting's value came from.
    enum Source: Equatable {
        case builtIn
        case file(path: String, line: Int)
        case option

        var description: String {
            switch self {
            case .builtIn: "default"
            case .file(let path, let line): "\(path):\(line)"
            case .option: "option"
            }
        }
    }

    /// Each setting's value as written (canonical for durations) and its source.
    private(set) var values: [Setting: (text: String, source: Source)] = [:]
    private(set) var notifier = NotifierChoice.auto
    private(set) var command: [String] = []
    private(set) var fallback = NotifierChoice.print
    private(set) var reminders = ReminderSettings()

    /// The settings from the `options` given over `file` over the defaults.
    init(file: ConfigurationFile?, options: [Setting: String]) throws {
        for setting in Setting.allCases {
            if let text = options[setting] {
                values[setting] = (text, .option)
            } else if let entry = file?.entries[setting.rawValue] {
                values[setting] = (entry.value, .file(path: file!.path, line: entry.line))
            } else {
                values[setting] = (setting.defaultText, .builtIn)
            }
        }
        for setting in Setting.allCases {
            let (text, source) = values[setting]!
            do {
                try apply(setting, text)
            } catch let problem as SettingProblem {
                switch source {
                case .option: throw setting.option.invalid(text, reason: problem.reason)
                case .file(let path, let line): throw CommandFailure("\(path):\(line): '\(setting.rawValue) = \(text)': \(problem.reason)")
                case .builtIn: preconditionFailure("the default of \(setting.rawValue) is invalid: \(problem.reason)")
                }
            }
        }
        if notifier == .command || fallback == .command, command.isEmpty {
            throw CommandFailure("the command backend needs a program: set 'command = …' in the configuration file or pass --command")
        }
    }

    /// The value of `setting` as shown by `tend config`.
    func text(of setting: Setting) -> String { values[setting]!.text }

    /// Where the value of `setting` came from.
    func source(of setting: Setting) -> Source { values[setting]!.source }

    /// Reads `text` as the value of `setting` and stores it typed and in canonical form.
    private mutating func apply(_ setting: Setting, _ text: String) throws {
        var canonical = text
        switch setting {
        case .backend:
            notifier = try choice(text, of: setting)
        case .fallback:
            fallback = try choice(text, of: setting)
        case .command:
            guard let words = CommandWords.split(text) else { throw SettingProblem("a quote is not closed") }
            command = words
        case .lead:
            reminders.leadSeconds = try duration(text, within: 0...86_400)
            canonical = DurationText.format(reminders.leadSeconds)
        case .nagInterval:
            reminders.nagIntervalSeconds = try duration(text, within: 0...86_400)
            if (1..<60).contains(reminders.nagIntervalSeconds) { throw SettingProblem("write 0 (off) or at least 1m") }
            canonical = DurationText.format(reminders.nagIntervalSeconds)
        case .snooze:
            reminders.snoozeSeconds = try duration(text, within: 60...86_400)
            canonical = DurationText.format(reminders.snoozeSeconds)
        case .catchUp:
            reminders.catchUpSeconds = try duration(text, within: 0...7 * 86_400)
            canonical = DurationText.format(reminders.catchUpSeconds)
        case .nagLimit:
            guard let limit = Int(text), (0...20).contains(limit) else { throw SettingProblem("write a whole number from 0 to 20") }
            reminders.nagLimit = limit
        case .quietHours:
            reminders.quietHours = try quietHours(text)
            canonical = reminders.quietHours?.description ?? "off"
        case .quietMode:
            reminders.quietMode = try QuietMode(rawValue: text) ?? { throw SettingProblem("write wait or skip") }()
        case .allDayTime:
            guard let time = TimeOfDay(parsing: text) else { throw SettingProblem("write a time such as 09:00") }
            reminders.allDayTime = time
            canonical = time.description
        }
        values[setting]!.text = canonical
    }

    private func choice(_ text: String, of setting: Setting) throws -> NotifierChoice {
        guard let choice = NotifierChoice(rawValue: text), setting.choices?.contains(text) == true else {
            throw SettingProblem("write " + (setting.choices ?? []).joined(separator: ", "))
        }
        return choice
    }

    private func duration(_ text: String, within range: ClosedRange<Int64>) throws -> Int64 {
        guard let seconds = ValueArgument.seconds(text) else {
            throw SettingProblem("write a duration such as 10m, 2h or 1h30m")
        }
        guard range.contains(seconds) else {
            throw SettingProblem("write a duration from \(DurationText.format(range.lowerBound)) to \(DurationText.format(range.upperBound))")
        }
        return seconds
    }

    private func quietHours(_ text: String) throws -> QuietHours? {
        if text == "off" || text.isEmpty { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard parts.count == 2, let start = TimeOfDay(parsing: parts[0]), let end = TimeOfDay(parsing: parts[1]) else {
            throw SettingProblem("write a range such as 22:00-07:00, or off")
        }
        guard let hours = QuietHours(start: start, end: end) else { throw SettingProblem("the start and the end are the same") }
        return hours
    }
}

/// Why a setting's text was turned down.
private struct SettingProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
