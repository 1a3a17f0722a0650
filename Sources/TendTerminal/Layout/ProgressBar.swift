/// A bar of `█` for the done part and `░` for the rest (`#` and `-` in ASCII).
enum ProgressBar {
    /// A bar `width` columns wide for `done` of `total`. The done part is rounded down, so a
    /// bar is only full when everything is done.
    static func line(done: Int, total: Int, width: Int, glyphs: Glyphs) -> StyledLine {
        let filled = total > 0 ? min(done, total) * width / total : 0
        var line = StyledLine(RepeatedText.of(glyphs.barDone, count: filled), TextAttributes.plain.colored(.green))
        line.append(RepeatedText.of(glyphs.barLeft, count: width - filled), .dim)
        return line
    }
}
