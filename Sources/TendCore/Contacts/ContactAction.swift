/// What tend can do with a contact: the verbs of `tend contact call|message|email|map`.
public enum ContactAction: String, CaseIterable, Hashable, Sendable {
    case call
    case message
    case email
    case map
}
