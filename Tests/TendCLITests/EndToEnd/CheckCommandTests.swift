import Foundation
import Testing

/// `tend check` reads every page: a sound database says so, a damaged one is reported and left
/// as it was.
@Suite struct CheckCommandTests {
    @Test func aSoundDatabaseSaysSo() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(["check"], environment: scenario.environment())
        #expect(result.status == 0)
        #expect(result.stdout == "The database '\(scenario.database)' is sound.\n")
        #expect(result.stderr == "")
    }

    @Test func aDamagedPageIsFoundAndNothingChanges() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let url = URL(fileURLWithPath: scenario.database)
        var bytes = try Data(contentsOf: url)
        let pageSize = 4096
        try #require(bytes.count >= 6 * pageSize)
        bytes.replaceSubrange(3 * pageSize..<5 * pageSize, with: Data(repeating: 0x55, count: 2 * pageSize))
        try bytes.write(to: url)
        // The everyday commands trust a cleanly closed file; the check reads every page.
        let result = try TendProcess.run(["check"], environment: scenario.environment())
        #expect(result.status != 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: '\(scenario.database)' is damaged (integrity check failed: "))
        #expect(result.stderr.hasSuffix("); restore it from a backup.\n"))
        #expect(try Data(contentsOf: url) == bytes)
    }
}
