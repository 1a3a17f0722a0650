/// Where rendered lines go as they are made: an array that keeps them, or ``LineBytes``, which
/// makes each one into output bytes at once and keeps none.
protocol LineSink {
    /// Takes `line`, the next line of the output.
    mutating func append(_ line: StyledLine)
}

extension LineSink {
    /// Takes each of `lines`, in order.
    mutating func appendLines(_ lines: [StyledLine]) {
        for line in lines {
            append(line)
        }
    }
}

extension Array: LineSink where Element == StyledLine {}
