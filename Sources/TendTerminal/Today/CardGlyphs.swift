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

    init(_ glyphs: Glyphs) {
        self.glyphs = glyphs
        doneBoxWidth = DisplayWidth.of(glyphs.doneBox)
        openBoxWidth = DisplayWidth.of(glyphs.openBox)
        nextMarkerWidth = DisplayWidth.of(glyphs.nextMarker)
        separatorWidth = DisplayWidth.of(glyphs.separator)
        indent = openBoxWidth + 1
    }

    /// The width of the box ``OccurrenceStatus/box(_:)`` draws for `status`.
    func boxWidth(_ status: OccurrenceStatus) -> Int {
        status.isDone ? doneBoxWidth : openBoxWidth
    }
}
