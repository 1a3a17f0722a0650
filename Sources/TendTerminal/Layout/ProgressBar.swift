/// A bar of `█` for the done part and `░` for the rest.
enum ProgressBar {
    /// A bar `width` columns wide for `done` of `total`. The done part is rounded down, so a
    /// bar is only full when everything is done.
    static func line(done: Int, total: Int, width: Int) -> StyledLine {
        let filled = total > 0 ? min(done, total) * width / total : 0
        var line = StyledLine(String(repeating: "█", count: filled), TextAttributes.plain.colored(.green))
        line.append(String(repeating: "░", count: width - filled), .dim)
        return line
    }
}
