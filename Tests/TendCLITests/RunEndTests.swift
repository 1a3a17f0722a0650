import Testing
@testable import TendCLI

/// What a run leaves to `RunEnd` lives as long as it does: to the process's end in `main`, to
/// the end of each command line for a caller that runs many.
@Suite struct RunEndTests {
    final class Token {}

    @Test func aValueLeftLivesAsLongAsTheRunEnd() {
        weak var left: Token?
        var runEnd: RunEnd? = RunEnd()
        do {
            let token = Token()
            left = token
            runEnd?.leave((token, [1, 2, 3]))
        }
        #expect(left != nil)
        runEnd = nil
        #expect(left == nil)
    }
}
