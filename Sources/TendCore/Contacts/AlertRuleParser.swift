/// Reads an alert rule as people write it: a condition, a colon, an action and a contact.
///
/// ```
/// >= 8: call dr-sato          a logged number compared with a threshold (>=, >, <=, <, =)
/// missed 2 doses: message mum that many occurrences in a row not done ("doses" or "times" optional)
/// ```
///
/// The contact is returned as written; the caller finds it among the contacts.
public enum AlertRuleParser {
    /// A rule read from text, its contact not yet looked up.
    public struct Parsed: Hashable, Sendable {
        public var condition: AlertRule.Condition
        public var action: ContactAction
        /// The contact as written: an id, a start of one, or a name.
        public var contact: String

        public init(condition: AlertRule.Condition, action: ContactAction, contact: String) {
            self.condition = condition
            self.action = action
            self.contact = contact
        }
    }

    /// What is wrong with a rule, and where (in characters from the start of the text).
    public struct SyntaxError: Error, Hashable, Sendable {
        public enum Problem: Hashable, Sendable {
            /// No `:` between the condition and the action.
            case missingColon
            /// The condition is neither a comparison nor `missed N`.
            case unknownCondition
            /// The comparison has no number after it, or not a usable one.
            case badThreshold
            /// `missed` has no count from 1 to 100 after it.
            case badMissedCount
            /// The action is not call, message or email; the nearest one when close.
            case unknownAction(suggestion: String?)
            /// No contact after the action.
            case missingContact
        }

        public var problem: Problem
        public var offset: Int
        public var length: Int

        public init(problem: Problem, offset: Int, length: Int) {
            self.problem = problem
            self.offset = offset
            self.length = length
        }
    }

    static let actions: [ContactAction] = [.call, .message, .email]
    static let missedWords: Set<String> = ["dose", "doses", "time", "times"]

    public static func parse(_ text: String) -> Result<Parsed, SyntaxError> {
        let characters = Array(text)
        guard let colon = characters.firstIndex(of: ":") else {
            return .failure(SyntaxError(problem: .missingColon, offset: characters.count, length: 1))
        }
        let condition: AlertRule.Condition
        switch self.condition(words(characters, from: 0, to: colon), end: colon) {
        case .success(let read): condition = read
        case .failure(let error): return .failure(error)
        }
        let rest = words(characters, from: colon + 1, to: characters.count)
        guard let verb = rest.first else {
            return .failure(SyntaxError(problem: .unknownAction(suggestion: nil), offset: characters.count, length: 1))
        }
        guard let action = actions.first(where: { $0.rawValue == verb.text.lowercased() }) else {
            let suggestion = nearest(to: verb.text, among: actions.map(\.rawValue))
            return .failure(SyntaxError(problem: .unknownAction(suggestion: suggestion), offset: verb.offset, length: verb.text.count))
        }
        guard let first = rest.dropFirst().first, let last = rest.last else {
            return .failure(SyntaxError(problem: .missingContact, offset: characters.count, length: 1))
        }
        let contact = String(characters[first.offset..<(last.offset + last.text.count)])
        return .success(Parsed(condition: condition, action: action, contact: contact))
    }

    private static func condition(_ words: [Word], end: Int) -> Result<AlertRule.Condition, SyntaxError> {
        guard let first = words.first else {
            return .failure(SyntaxError(problem: .unknownCondition, offset: 0, length: max(end, 1)))
        }
        if first.text.lowercased() == "missed" {
            guard words.count >= 2, let count = Int(words[1].text), (1...100).contains(count),
                  words.count == 2 || (words.count == 3 && missedWords.contains(words[2].text.lowercased())) else {
                let next = words.dropFirst().first
                return .failure(SyntaxError(problem: .badMissedCount, offset: next?.offset ?? end,
                                            length: next.map { end - $0.offset } ?? 1))
            }
            return .success(.missedDoses(count))
        }
        // The longest spelling first, so that `>=` is not read as `>`.
        let comparisons = ValueComparison.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        guard let comparison = comparisons.first(where: { first.text.hasPrefix($0.rawValue) }) else {
            return .failure(SyntaxError(problem: .unknownCondition, offset: first.offset, length: end - first.offset))
        }
        let numberStart = first.offset + comparison.rawValue.count
        let number = (String(first.text.dropFirst(comparison.rawValue.count)) + words.dropFirst().map(\.text).joined())
        guard let threshold = Double(number), threshold.isFinite, words.count <= 2 else {
            return .failure(SyntaxError(problem: .badThreshold, offset: numberStart, length: max(end - numberStart, 1)))
        }
        return .success(.value(comparison, threshold))
    }

    /// A run of characters without white space, and where it starts.
    private struct Word {
        var text: String
        var offset: Int
    }

    private static func words(_ characters: [Character], from start: Int, to end: Int) -> [Word] {
        var words: [Word] = []
        var index = start
        while index < end {
            if characters[index].isWhitespace { index += 1; continue }
            let wordStart = index
            while index < end, !characters[index].isWhitespace { index += 1 }
            words.append(Word(text: String(characters[wordStart..<index]), offset: wordStart))
        }
        return words
    }
}
