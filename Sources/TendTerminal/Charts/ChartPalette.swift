/// The colour of each series: its task's own, unless an earlier series has it, else the next
/// of a palette of colours that stay apart on light and dark terminals.
enum ChartPalette {
    static let colors: [TaskColor] = [.blue, .orange, .green, .purple, .pink, .yellow]

    static func assign(_ wanted: [TaskColor?]) -> [TaskColor] {
        var given: [TaskColor] = []
        for color in wanted {
            if let color, !given.contains(color) {
                given.append(color)
            } else {
                given.append(colors.first { !given.contains($0) && !wanted.contains($0) } ?? colors.first { !given.contains($0) } ?? .gray)
            }
        }
        return given
    }
}
