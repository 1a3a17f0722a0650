/// One logical line of a content-line file after unfolding, with the physical line it starts on.
public struct UnfoldedLine: Hashable, Sendable {
    /// The line's text, continuations joined, without its line ending.
    public var text: String
    /// The physical line (counting from 1) where it starts.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
