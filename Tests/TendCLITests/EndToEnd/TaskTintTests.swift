import Foundation
import Testing

/// A task's colour is `--tint`, and the global `--color` switch works beside it on `add` and
/// `edit` (before the rename, `add --color never` was read as the task's colour and refused).
@Suite struct TaskTintTests {
    @Test func addTakesATintAndTheColourSwitch() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let add = try TendProcess.run(["add", "X", "--schedule", "daily", "--tint", "blue", "--color", "never"], environment: env)
        #expect(add.stderr == "")
        #expect(add.status == 0)
        #expect(add.stdout == "Added x: X — every day from Tue 1 Dec 2026 (simple)\n")

        let edit = try TendProcess.run(["edit", "x", "--tint", "red", "--color", "always"], environment: env)
        #expect(edit.status == 0)
        #expect(edit.stdout == "Changed x: colour\n")

        let list = try TendProcess.run(["list", "--json"], environment: env)
        #expect(list.stdout.contains("\"id\": \"x\""))
        #expect(list.stdout.contains("\"color\": \"red\""))
    }

    @Test func theColourSwitchTakesNoTaskColour() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let add = try TendProcess.run(["add", "X", "--schedule", "daily", "--color", "blue"], environment: scenario.environment())
        #expect(add.status == 64)
        #expect(add.stderr.hasPrefix(
            "Error: The value 'blue' is invalid for '--color <when>'. Please provide one of 'auto', 'always' or 'never'.\n"))
    }

    @Test func addHelpListsEachColourOptionOnce() throws {
        let help = try TendProcess.run(["add", "--help"]).stdout
        #expect(help.components(separatedBy: "--tint <color>").count == 2)
        #expect(help.components(separatedBy: "--color <when>").count == 2)
    }
}
