/// Text repeated side by side, such as the spaces that pad a cell or the rule under a heading.
enum RepeatedText {
    /// `count` copies of `text` (none when `count` is 0 or less), copied byte by byte:
    /// `String(repeating:count:)` takes thousands of instructions a call, and the renderers pad
    /// every row and cell.
    static func of(_ text: String, count: Int) -> String {
        let unit = Array(text.utf8)
        guard count > 0, !unit.isEmpty else { return "" }
        let total = unit.count * count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var position = 0
            for _ in 0..<count {
                for byte in unit {
                    buffer[position] = byte
                    position += 1
                }
            }
            return total
        }
    }
}
