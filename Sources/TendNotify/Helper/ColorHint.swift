/// The frame colour a popup of a task gets on servers that read dunst's `frcolor` hint; other
/// servers ignore it. The colour repeats what the title already says, so it never carries
/// meaning alone.
public enum ColorHint {
    /// `#RRGGBB` for one of tend's colour names, nil for anything else.
    public static func frameColor(_ name: String) -> String? {
        switch name {
        case "red": "#cc3333"
        case "orange": "#e67e22"
        case "yellow": "#d4b106"
        case "green": "#2e9e44"
        case "blue": "#3465a4"
        case "purple": "#8e44ad"
        case "pink": "#e75480"
        case "gray": "#888888"
        default: nil
        }
    }
}
