/// The three kinds of contact CareKit knows, with the spelling the command line and the store use.
public enum ContactCategory: String, CaseIterable, Hashable, Sendable {
    case careTeam = "care-team"
    case emergency
    case family
}
