import Foundation
import Testing
import TendSystem

/// The environment as tend reads it, against Foundation's reading of the same process.
@Suite struct ProcessEnvironmentTests {
    /// Every variable, with a value that holds `=` and an empty one, is read as Foundation reads
    /// it: split at the first `=` only.
    @Test func everyVariableIsReadAsFoundationReadsIt() {
        setenv("TEND_TEST_EQUALS", "a=b==c", 1)
        setenv("TEND_TEST_EMPTY", "", 1)
        setenv("TEND_TEST_WORDS", "イブ プロフェン", 1)
        defer { for name in ["TEND_TEST_EQUALS", "TEND_TEST_EMPTY", "TEND_TEST_WORDS"] { unsetenv(name) } }
        let environment = ProcessEnvironment.current()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(environment["TEND_TEST_EQUALS"] == "a=b==c")
        #expect(environment["TEND_TEST_EMPTY"] == "")
        #expect(environment["TEND_TEST_WORDS"] == "イブ プロフェン")
    }
}
