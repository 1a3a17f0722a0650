/// How a piece of text is drawn when colour is on: a foreground colour, bold, dim.
struct TextAttributes: Hashable, Sendable {
    var color: TaskColor?
    var isBold = false
    var isDim = false

    /// No attributes: the terminal's default look.
    static let plain = TextAttributes()
    static let bold = TextAttributes(isBold: true)
    static let dim = TextAttributes(isDim: true)
    /// Something late that can still be done; always beside the word `overdue` or `missed`.
    static let late = TextAttributes(color: .red)

    /// These attributes in the given colour (unchanged when `color` is nil).
    func colored(_ color: TaskColor?) -> TextAttributes {
        var copy = self
        copy.color = color ?? self.color
        return copy
    }

    /// These attributes, bold.
    var bolded: TextAttributes {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// The SGR sequence that turns these attributes on, `ESC [ 1;31 m`, appended to `output`
    /// byte by byte (no strings built per run); nothing for plain text.
    func appendSGRSequence(to output: inout [UInt8]) {
        guard self != .plain else { return }
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        var first = true
        func parameter(_ text: StaticString) {
            if !first { output.append(UInt8(ascii: ";")) }
            first = false
            text.withUTF8Buffer { output.append(contentsOf: $0) }
        }
        if isBold { parameter("1") }
        if isDim { parameter("2") }
        if let color { parameter(color.foregroundParameters) }
        output.append(UInt8(ascii: "m"))
    }
}
