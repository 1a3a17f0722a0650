import Testing

/// `tend undo` without an id, `--list` and `--edit`, on the scenario's plan: the scenario was
/// recorded at 13:00 (doses given with --at), and each step here runs a few minutes later.
@Suite struct UndoTests {
    /// The scenario plus an edit at 13:05, a removal at 13:10 and a dose at 13:15.
    static func scenarioWithLaterActions() throws -> CarePlanScenario {
        let scenario = try CarePlanScenario()
        for (step, minute) in [(["edit", "ibuprofen", "--schedule", "daily at 09:00", "--from", "2026-12-02"], "05"),
                               (["remove", "physio"], "10"), (["done", "amoxicillin"], "15")] {
            let result = try TendProcess.run(step + ["--now", "2026-12-01T13:\(minute)"], environment: scenario.environment())
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        return scenario
    }

    @Test func listShowsTheRecentActionsNewestFirstWithWhatUndoesEach() throws {
        let scenario = try Self.scenarioWithLaterActions()
        defer { scenario.remove() }
        let list = try TendProcess.run(["undo", "--list", "--now", "2026-12-01T13:20"], environment: scenario.environment())
        #expect(list.status == 0)
        #expect(list.stderr == "")
        #expect(list.stdout == """
            Recent actions, newest first:
              done     Amoxicillin 500 mg #2 (14:00) on Tue 1 Dec 2026, at 13:15
                       undo: tend undo (the latest recording), or tend undo amoxicillin 2
              removed  Knee exercises (physio) from Tue 1 Dec 2026 13:10
                       undo: tend restore physio
              edited   ibuprofen: schedule version 2 from Wed 2 Dec 2026 00:00 (daily at
                       09:00 from 2026-12-02), made Tue 1 Dec 2026 13:05
                       undo: tend undo ibuprofen --edit
              logged   Nausea at Tue 1 Dec 2026 09:12 (3 /10)
                       undo: tend undo nausea
              done     イブプロフェン #1 (08:00 朝) on Tue 1 Dec 2026, at 08:20
                       undo: tend undo ibu-ja 1
              done     Amoxicillin 500 mg #1 (06:00) on Tue 1 Dec 2026, at 06:10
                       undo: tend undo amoxicillin 1
              done     Vitamin D #1 (08:00) on Tue 1 Dec 2026, at 08:05
                       undo: tend undo vitamin-d 1
              done     Ibuprofen 400 mg #1 (08:00) on Tue 1 Dec 2026, at 08:05
                       undo: tend undo ibuprofen 1
              done     Vitamin D #1 (08:00) on Mon 30 Nov 2026, at 08:10
                       undo: tend undo vitamin-d 1 --date 2026-11-30
              done     Ibuprofen 400 mg #2 (12:00) on Mon 30 Nov 2026, at 12:05
                       undo: tend undo ibuprofen 2 --date 2026-11-30

            """)
        let one = try TendProcess.run(["undo", "--list", "nausea"], environment: scenario.environment())
        #expect(one.stdout == """
            Recent actions, newest first:
              logged   Nausea at Tue 1 Dec 2026 09:12 (3 /10)
                       undo: tend undo nausea

            """)
    }

    /// Plain `tend undo` takes back recordings of any task, the latest first, and says which;
    /// the edit and the removal between them are left alone.
    @Test func undoWithoutAnIdTakesBackTheLatestRecordingOfAnyTask() throws {
        let scenario = try Self.scenarioWithLaterActions()
        defer { scenario.remove() }
        let results = try ["13:21", "13:22", "13:23"].map { minute in
            try TendProcess.run(["undo", "--now", "2026-12-01T" + minute], environment: scenario.environment())
        }
        #expect(results.map(\.stdout) == [
            "Undone: Amoxicillin 500 mg #2 (14:00) on Tue 1 Dec 2026 is not done any more.\n",
            "Removed the log entry of Tue 1 Dec 2026 09:12 from Nausea.\n",
            "Undone: イブプロフェン #1 (08:00 朝) on Tue 1 Dec 2026 is not done any more.\n",
        ])
        // The dose at 13:15 came after the edit and the removal; the entry and the dose before did not.
        let note = "Note: the removal of physio came after it, and plain 'tend undo' leaves it; 'tend restore physio' takes it back.\n"
        #expect(results.map(\.stderr) == ["", note, note])
        let list = try TendProcess.run(["list", "--now", "2026-12-01T13:30"], environment: scenario.environment()).stdout
        #expect(!list.contains("physio"))
        let show = try TendProcess.run(["show", "ibuprofen"], environment: scenario.environment()).stdout
        #expect(show.contains("v2  from Wed 2 Dec 2026 00:00"))
    }

    @Test func undoOnAnEmptyPlanChangesNothing() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["purge", "nausea", "--yes"], environment: env).status == 0)
        for id in ["ibuprofen", "vitamin-d", "amoxicillin", "physio", "ibu-ja"] {
            #expect(try TendProcess.run(["purge", id, "--yes"], environment: env).status == 0)
        }
        let undo = try TendProcess.run(["undo"], environment: env)
        #expect(undo.status == 0)
        #expect(undo.stdout == "Nothing is recorded yet; nothing changed.\n")
        #expect(try TendProcess.run(["undo", "--list"], environment: env).stdout == "Nothing recorded or changed yet; nothing to undo.\n")
    }

    /// An edit's new schedule version is taken back while nothing is recorded against it; then
    /// the version before is in effect again.
    @Test func undoEditTakesBackTheLatestScheduleVersion() throws {
        let scenario = try Self.scenarioWithLaterActions()
        defer { scenario.remove() }
        let env = scenario.environment()
        let undo = try TendProcess.run(["undo", "ibuprofen", "--edit"], environment: env)
        #expect(undo.status == 0)
        #expect(undo.stdout == "Undone: schedule version 2 of ibuprofen (daily at 09:00 from 2026-12-02); version 1 is in effect again.\n")
        let show = try TendProcess.run(["show", "ibuprofen"], environment: env).stdout
        #expect(!show.contains("v2"))
        let again = try TendProcess.run(["undo", "ibuprofen", "--edit"], environment: env)
        #expect(again.status == 0)
        #expect(again.stdout == "'ibuprofen' has no schedule edit to take back (its schedule is the one it was added with); nothing changed.\n")
    }

    @Test func undoEditOfAVersionWithRecordsIsRefused() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["edit", "vitamin-d", "--schedule", "daily at 13:00"], environment: env).status == 0)
        #expect(try TendProcess.run(["done", "vitamin-d", "--now", "2026-12-01T13:05"], environment: env).status == 0)
        let before = try TendProcess.run(["show", "vitamin-d", "--json"], environment: env).stdout
        let undo = try TendProcess.run(["undo", "vitamin-d", "--edit"], environment: env)
        #expect(undo.status == 1)
        #expect(undo.stderr == """
            Error: Cannot take back schedule version 2 of 'vitamin-d': completions are recorded against it; \
            change the schedule again with 'tend edit vitamin-d --schedule …'.

            """)
        #expect(try TendProcess.run(["show", "vitamin-d", "--json"], environment: env).stdout == before)
    }

    @Test(arguments: [
        (["undo", "--edit"], "Error: --edit needs the task whose schedule edit to take back: tend undo ID --edit."),
        (["undo", "--list", "--edit"], "Error: Give either --list or --edit, not both."),
        (["undo", "--list", "ibuprofen", "2"], "Error: --list takes a task at most, not an occurrence or --date."),
        (["undo", "--date", "yesterday"], "Error: --date needs a task: tend undo ID --date DAY."),
    ])
    func optionsThatDoNotGoTogetherAreRefused(arguments: [String], error: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(error + "\nUsage: tend undo"))
    }
}
