import TendCore

/// The glyphs a day's task cards draw with, and the display widths of those they place by
/// column, measured once a render rather than once a card or a row.
struct CardGlyphs {
    let glyphs: Glyphs
    let doneBoxWidth: Int
    let openBoxWidth: Int
    let nextMarkerWidth: Int
    let separatorWidth: Int
    /// Columns before the title, its box and the rows below it: the box and a space.
    let indent: Int
    /// The bytes that open a grid cell before its name, `[☑ ` and `[☐ ` (`[x] ` and `[ ] ` in
    /// ASCII): a cell's bracket, box and space copied in one piece.
    let doneCellOpening: [UInt8]
    let openCellOpening: [UInt8]

    init(_ glyphs: Glyphs) {
        self.glyphs = glyphs
        doneBoxWidth = DisplayWidth.of(glyphs.doneBox)
        openBoxWidth = DisplayWidth.of(glyphs.openBox)
        nextMarkerWidth = DisplayWidth.of(glyphs.nextMarker)
        separatorWidth = DisplayWidth.of(glyphs.separator)
        indent = openBoxWidth + 1
        func cellOpening(_ box: String) -> [UInt8] {
            (glyphs.framesGridCells ? [UInt8(ascii: "[")] : []) + Array(box.utf8) + [UInt8(ascii: " ")]
        }
        doneCellOpening = cellOpening(glyphs.doneBox)
        openCellOpening = cellOpening(glyphs.openBox)
    }

    /// The bytes that open a grid cell for `status`, before its name.
    func cellOpening(_ status: OccurrenceStatus) -> [UInt8] {
        status.isDone ? doneCellOpening : openCellOpening
    }

    /// The width of the box ``OccurrenceStatus/box(_:)`` draws for `status`.
    func boxWidth(_ status: OccurrenceStatus) -> Int {
        status.isDone ? doneBoxWidth : openBoxWidth
    }
}
