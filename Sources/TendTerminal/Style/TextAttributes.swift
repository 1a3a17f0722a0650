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

    /// The SGR parameters (`1;31`), empty for plain text.
    var sgrParameters: String {
        var parameters: [String] = []
        if isBold { parameters.append("1") }
        if isDim { parameters.append("2") }
        if let color { parameters.append(color.foregroundParameters) }
        return parameters.joined(separator: ";")
    }
}
