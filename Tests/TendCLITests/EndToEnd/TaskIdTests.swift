import Foundation
import ShellCompletionHarness
import Testing
@testable import TendCLI

/// Ids a person can type: made from non-ASCII titles with their letters, short, whole in
/// `tend list` at 80 columns, offered by completion in bash, zsh and fish; a second task with the
/// same title says so.
@Suite struct TaskIdTests {
    @Test func nonASCIITitlesKeepTheirLettersAndCompletionOffersThem() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        // From today: the 09:00 call of this morning is recorded below (a task starts when added).
        let doctor = try TendProcess.run(["add", "Ärztin anrufen", "--schedule", "daily at 09:00", "--from", "today"], environment: env)
        #expect(doctor.stdout == "Added ärztin-anrufen: Ärztin anrufen — daily at 09:00 from Tue 1 Dec 2026 (simple)\n")
        let loxonin = try TendProcess.run(["add", "ロキソニン", "--schedule", "daily at 20:00"], environment: env)
        #expect(loxonin.stdout == "Added ロキソニン: ロキソニン — daily at 20:00 from Tue 1 Dec 2026 (simple)\n")
        #expect(try TendProcess.run(["done", "ärztin-anrufen", "--at", "09:05"], environment: env).status == 0)

        let harness = try ShellCompletionHarness(spec: TendCommands.root, binary: TendProcess.binary, database: scenario.database)
        #expect(try harness.bash("tend done ä") == ["ärztin-anrufen"])
        #expect(try harness.bash("tend show ロ") == ["ロキソニン"])
        #expect(try harness.zsh("tend done ä") == ["ärztin-anrufen"])
        #expect(try harness.fish("tend done ロ") == ["ロキソニン\tロキソニン"])
    }

    @Test func aSecondTaskWithTheSameTitleSaysSo() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let add = try TendProcess.run(["add", "Vitamin D", "--schedule", "daily at 20:00"], environment: scenario.environment())
        #expect(add.status == 0)
        #expect(add.stdout == "Added vitamin-d-2: Vitamin D — daily at 20:00 from Tue 1 Dec 2026 (simple)\n")
        #expect(add.stderr == "Note: Vitamin D is also the title of 'vitamin-d'; this task's id is 'vitamin-d-2'.\n")
    }

    @Test func listKeepsALongIdWholeAt80Columns() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let id = "paracetamol-for-the-fevers-after-surgery"
        #expect(try TendProcess.run(["add", "Paracetamol", "--id", id, "--schedule", "every 6 hours"], environment: env).status == 0)
        let list = try TendProcess.run(["list"], environment: env).stdout
        #expect(list.split(separator: "\n").contains { $0.hasPrefix(id + "  ") })
    }
}
