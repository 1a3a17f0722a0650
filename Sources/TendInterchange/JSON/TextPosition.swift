/// Where something starts in a text file: the line and the column, both counted from 1; the
/// column counts Unicode scalars, as an editor's cursor does.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers write it.
    public var description: String { "\(line):\(column)" }
}
