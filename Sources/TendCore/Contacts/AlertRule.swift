/// A rule on a task that names a contact: when a logged value meets it (`>= 8: call dr-sato`) or
/// the doses are missed (`missed 2 doses: message mum`), tend says whom to reach and how.
public struct AlertRule: Hashable, Sendable {
    /// When the rule applies.
    public enum Condition: Hashable, Sendable {
        /// A logged number compared with a threshold (`>= 8`).
        case value(ValueComparison, Double)
        /// This many occurrences in a row not done (`missed 2 doses`).
        case missedDoses(Int)
    }

    public var condition: Condition
    /// `call`, `message` or `email` (a map is no answer to an alert).
    public var action: ContactAction
    public var contactID: String

    public init(condition: Condition, action: ContactAction, contactID: String) {
        self.condition = condition
        self.action = action
        self.contactID = contactID
    }
}

/// How a logged number is compared with a rule's threshold, spelled as the user writes it.
public enum ValueComparison: String, CaseIterable, Hashable, Sendable {
    case atLeast = ">="
    case above = ">"
    case atMost = "<="
    case below = "<"
    case equal = "="

    /// Whether `value` meets `threshold` under this comparison.
    public func holds(_ value: Double, _ threshold: Double) -> Bool {
        switch self {
        case .atLeast: value >= threshold
        case .above: value > threshold
        case .atMost: value <= threshold
        case .below: value < threshold
        case .equal: value == threshold
        }
    }
}
