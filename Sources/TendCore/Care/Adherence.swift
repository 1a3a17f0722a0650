/// How much of what was expected got done.
public struct Adherence: Hashable, Sendable {
    /// Occurrences that counted and were expected.
    public var expected: Int
    /// Of those, how many were done.
    public var done: Int

    public init(expected: Int, done: Int) {
        self.expected = expected
        self.done = done
    }

    /// A whole percentage, rounded down so that 99.6 % is not shown as 100 %; nil when nothing
    /// was due.
    public var percent: Int? { expected == 0 ? nil : done * 100 / expected }

    public static func + (a: Adherence, b: Adherence) -> Adherence {
        Adherence(expected: a.expected + b.expected, done: a.done + b.done)
    }
}
