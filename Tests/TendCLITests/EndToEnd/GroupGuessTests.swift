import Testing

/// A group that no other task is in, but near one that is, is probably a typing mistake: `add`
/// and `edit` keep what was typed and say so on standard error with a guess.
@Suite struct GroupGuessTests {
    @Test func addWithAMistypedGroupNotesTheNearestAndStillAdds() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let add = try TendProcess.run(["add", "Vitamin C", "--schedule", "daily at 09:00", "--group", "medicaton"], environment: env)
        #expect(add.status == 0)
        #expect(add.stdout == "Added vitamin-c: Vitamin C — daily at 09:00 from Tue 1 Dec 2026 (simple)\n")
        #expect(add.stderr == """
            Note: no other task is in group 'medicaton'. Did you mean 'medication'? \
            'tend edit vitamin-c --group GROUP' changes it.

            """)
        let show = try TendProcess.run(["show", "vitamin-c"], environment: env)
        #expect(show.stdout.contains("  group      medicaton\n"))
    }

    @Test(arguments: ["medication", "Medication", "skin care"])
    func aKnownOrPlainlyNewGroupIsQuiet(group: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let add = try TendProcess.run(["add", "Cream", "--schedule", "daily", "--group", group], environment: scenario.environment())
        #expect(add.status == 0)
        #expect(add.stderr == "")
    }

    @Test func editWithAMistypedGroupNotesTheNearest() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let edit = try TendProcess.run(["edit", "vitamin-d", "--group", "exercsie"], environment: scenario.environment())
        #expect(edit.status == 0)
        #expect(edit.stdout == "Changed vitamin-d: group\n")
        #expect(edit.stderr == """
            Note: no other task is in group 'exercsie'. Did you mean 'exercise'? \
            'tend edit vitamin-d --group GROUP' changes it.

            """)
    }
}
