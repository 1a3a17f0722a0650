/// The frame colour a popup of a task gets on servers that read dunst's `frcolor` hint; other
/// servers ignore it. The colour repeats what the title already says, so it never carries
/// meaning alone.
enum ColorHint {
    /// `#RRGGBB` for one of tend's colour names, nil for anything else.
    static func frameColor(_ name: String) -> String? {
        palette.first { name.hasSameBytes(as: $0.name) }?.frame
    }

    private static let palette: [(name: String, frame: String)] = [
        ("red", "#cc3333"), ("orange", "#e67e22"), ("yellow", "#d4b106"), ("green", "#2e9e44"),
        ("blue", "#3465a4"), ("purple", "#8e44ad"), ("pink", "#e75480"), ("gray", "#888888"),
    ]
}
