/// The number of single-character edits between two words.
///
/// Edits are insertions, deletions, substitutions and transpositions of two adjacent characters
/// (the "optimal string alignment" form of the Damerau–Levenshtein distance), so `tomorow` is one
/// edit from `tomorrow` and `wekely` one edit from `weekly`. Characters are compared as written;
/// callers that want case-insensitivity lowercase both words first.
public enum EditDistance {
    /// The distance between `source` and `target`, or nil when it is greater than `cutoff`.
    ///
    /// With a cutoff the work stops as soon as every alignment is already too far apart, so
    /// comparing a word with a long list of unlikely candidates stays cheap.
    public static func between(_ source: String, _ target: String, cutoff: Int = .max) -> Int? {
        let a = Array(source)
        let b = Array(target)
        guard abs(a.count - b.count) <= cutoff else { return nil }
        if a.isEmpty || b.isEmpty {
            return max(a.count, b.count)
        }

        // Three rows of the dynamic-programming table: two rows back (for transpositions),
        // the previous row and the row being filled.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)

        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > cutoff {
                return nil
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        let distance = previous[b.count]
        return distance <= cutoff ? distance : nil
    }
}
