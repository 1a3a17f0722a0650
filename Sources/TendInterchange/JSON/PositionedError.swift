/// A text file that tend cannot read, and where it goes wrong: what was wrong (a
/// ``JSONSyntaxProblem``, a ``BackupFormatProblem``) and the line:column it starts at. The
/// reader of each format throws it with its own kind of problem.
public struct PositionedError<Problem: Hashable & Sendable>: Error, Hashable, Sendable {
    /// What was wrong.
    public let problem: Problem
    /// Where the problem is.
    public let position: TextPosition

    public init(_ problem: Problem, at position: TextPosition) {
        self.problem = problem
        self.position = position
    }
}
