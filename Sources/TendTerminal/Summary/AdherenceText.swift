import TendCore

extension Adherence {
    /// `20 of 28 (71 %)`, or `nothing due` when nothing was expected (never 100 %).
    var text: String {
        guard let percent else { return "nothing due" }
        return "\(done) of \(expected) (\(percent) %)"
    }

    /// The sum of several counts.
    static func total(_ parts: [Adherence]) -> Adherence {
        parts.reduce(Adherence(expected: 0, done: 0), +)
    }
}
