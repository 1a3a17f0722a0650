/// Where rendered lines go as they are made: an array that keeps them, or ``LineBytes``, which
/// makes each one into output bytes at once and keeps none.
protocol LineSink {
    /// Takes `line`, the next line of the output. A line built in ``newLine(indent:)`` is best
    /// given with `consume`, so that the sink holds its buffers alone and can lend them again.
    mutating func append(_ line: consuming StyledLine)

    /// A line to build the next one in, `indent` spaces to begin with. A sink that keeps no
    /// line gives back the room of one it has written, so that once the first line is made,
    /// building one allocates nothing.
    mutating func newLine(indent: Int) -> StyledLine
}

extension LineSink {
    /// A new line of `indent` spaces (``StyledLine/blank(_:)``), for sinks that keep their lines.
    mutating func newLine(indent: Int) -> StyledLine {
        .blank(indent)
    }

    /// Takes each of `lines`, in order.
    mutating func appendLines(_ lines: [StyledLine]) {
        for line in lines {
            append(line)
        }
    }
}

extension Array: LineSink where Element == StyledLine {}
