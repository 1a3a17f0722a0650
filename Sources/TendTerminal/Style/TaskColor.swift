/// The named colours a task or a group can carry (`tend add --color blue`).
///
/// The common colours use the terminal's own palette, so they follow the user's theme; orange
/// and pink, which that palette lacks, come from the 256-colour palette.
public enum TaskColor: String, CaseIterable, Sendable {
    case red, orange, yellow, green, blue, purple, pink, gray

    /// The SGR parameters that select this colour as the foreground.
    var foregroundParameters: StaticString {
        switch self {
        case .red: "31"
        case .orange: "38;5;208"
        case .yellow: "33"
        case .green: "32"
        case .blue: "34"
        case .purple: "35"
        case .pink: "38;5;211"
        case .gray: "90"
        }
    }
}
