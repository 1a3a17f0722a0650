import TendCore

/// The top of `tend today`: the date in words with the day's progress at the right, and a bar.
///
/// ```
/// Tuesday 1 December 2026                      5 of 9 done
/// ████████████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░
/// ```
enum DayHeader {
    static func lines(date: CivilDate, progress: Adherence, width: Int, glyphs: Glyphs) -> [StyledLine] {
        let dateLine = StyledLine(DateText.long(date), .bold)
        let progressLine = StyledLine(progress.expected > 0 ? "\(progress.done) of \(progress.expected) done" : "nothing due")
        var lines: [StyledLine]
        if dateLine.width + 2 + progressLine.width <= width {
            lines = [dateLine + .blank(width - dateLine.width - progressLine.width) + progressLine]
        } else {
            lines = [dateLine, progressLine]
        }
        if progress.expected > 0 {
            lines.append(ProgressBar.line(done: progress.done, total: progress.expected, width: width, glyphs: glyphs))
        }
        return lines
    }
}
