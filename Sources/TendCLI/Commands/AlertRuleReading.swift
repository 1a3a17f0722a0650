import TendCore
import TendNotify
import TendStore

/// `--alert` rules: read (with a caret under what is wrong), their contacts found, and written
/// back as people write them.
enum AlertRuleReading {
    /// Each rule read; refused as a bad schedule is, before the store is opened.
    static func parse(_ texts: [String]) throws -> [AlertRuleParser.Parsed] {
        try texts.map { text in
            switch AlertRuleParser.parse(text) {
            case .success(let parsed): return parsed
            case .failure(let error): throw failure(error, text: text)
            }
        }
    }

    /// The rules with their contacts found, for the task `task`: a rule on missed doses needs a
    /// task with doses, a rule on values a log task, and the contact a way to do the action.
    static func rules(_ parsed: [AlertRuleParser.Parsed], for task: CareTask, in transaction: ReadTransaction) throws -> [AlertRule] {
        guard !parsed.isEmpty else { return [] }
        let contacts = try transaction.contacts()
        return try parsed.map { rule in
            switch rule.condition {
            case .missedDoses where task.style == .log:
                throw CommandFailure("'\(task.id)' is a log task and has no doses to miss; give it a rule on its values, such as '>= 8: call dr-sato'.",
                                     status: .usageError)
            case .value where task.style != .log:
                throw CommandFailure("Only a log task's values are checked, and '\(task.id)' is not one; give it a rule such as 'missed 2 doses: call dr-sato'.",
                                     status: .usageError)
            default: break
            }
            let contact = try ContactLookup.contact(named: rule.contact, among: contacts)
            if case .failure(let problem) = ContactLinkBuilder.link(rule.action, of: contact) {
                throw ContactActionCommand.failure(problem, contact: contact)
            }
            return AlertRule(condition: rule.condition, action: rule.action, contactID: contact.id)
        }
    }

    /// The rule as it is written: `>= 8: call dr-sato`, `missed 2 doses: message mum`.
    static func text(_ rule: AlertRule) -> String {
        let condition = switch rule.condition {
        case .value(let comparison, let threshold): comparison.rawValue + " " + RecordedValue.number(threshold).text
        case .missedDoses(let count): "missed \(count) dose" + (count == 1 ? "" : "s")
        }
        return condition + ": " + rule.action.rawValue + " " + rule.contactID
    }

    /// What `tend log` says when a value meets a rule:
    /// `Pain 8 /10. Your plan says: call 佐藤 花子, +81 3-1234-5678.`
    static func advice(_ rule: AlertRule, task: CareTask, value: String, contact: Contact) -> String {
        let link = try? ContactLinkBuilder.link(rule.action, of: contact).get()
        return "\(TextSanitizer.sanitize(task.title)) \(value). " + AlertAdvice.sentence(rule.action, contact: contact, link: link)
    }

    static func failure(_ error: AlertRuleParser.SyntaxError, text: String) -> CommandFailure {
        var suggestion: String?
        let message = switch error.problem {
        case .missingColon: "a rule is CONDITION: ACTION CONTACT, such as '>= 8: call dr-sato', and the ':' is missing"
        case .unknownCondition: "the condition is a comparison (>=, >, <=, <, = and a number) or 'missed N doses'"
        case .badThreshold: "a comparison needs one number after it, such as >= 8"
        case .badMissedCount: "'missed' needs a count from 1 to 100, such as 'missed 2 doses'"
        case .unknownAction(let nearest):
            { suggestion = nearest; return "the action is call, message or email" }()
        case .missingContact: "name the contact after the action, such as 'call dr-sato'"
        }
        var lines = ["Bad alert rule: " + message + "."]
        lines += CaretExcerpt.lines(text: text, offset: error.offset, length: error.length)
        if let suggestion { lines.append("Did you mean '\(suggestion)'?") }
        return CommandFailure(lines: lines, status: .usageError)
    }
}
