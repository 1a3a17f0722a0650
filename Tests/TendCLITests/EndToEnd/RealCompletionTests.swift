import Foundation
import ShellCompletionHarness
import Testing
@testable import TendCLI

/// tend's own completion scripts in the real bash, zsh and fish, with task ids read from the
/// user's database by the real binary.
@Suite struct RealCompletionTests {
    @Test func taskIdsComeFromTheDatabase() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let harness = try ShellCompletionHarness(spec: TendCommands.root, binary: TendProcess.binary, database: scenario.database)
        let ids = ["amoxicillin", "ibu-ja", "ibuprofen", "nausea", "physio", "vitamin-d"]
        let doable = ids.filter { $0 != "nausea" }
        #expect(try harness.bash("tend show ").sorted() == ids)
        #expect(try harness.bash("tend done ").sorted() == doable)
        #expect(try harness.bash("tend show ibu").sorted() == ["ibu-ja", "ibuprofen"])
        #expect(try harness.fish("tend done ").map { String($0.split(separator: "\t")[0]) }.sorted() == doable)
        #expect(try harness.fish("tend done vit") == ["vitamin-d\tVitamin D"])
        #expect(try harness.zsh("tend log nau") == ["nausea"])
        // Only log tasks after `log`; no log task after `done`.
        #expect(try harness.bash("tend log ") == ["nausea"])
        #expect(try harness.zsh("tend log ") == ["nausea"])
        #expect(try harness.fish("tend log ") == ["nausea\tNausea"])
        #expect(try harness.zsh("tend done nau") == [])
    }

    /// A `--db` earlier on the line chooses the database the ids come from, as it will when the
    /// line runs (the harness's TEND_DB names another one).
    @Test func taskIdsFollowTheDatabaseOnTheLine() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let other = scenario.directory.appendingPathComponent("other.db").path
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00"], environment: ["TEND_DB": other]).status == 0)
        let harness = try ShellCompletionHarness(spec: TendCommands.root, binary: TendProcess.binary, database: scenario.database)
        #expect(try harness.bash("tend --db \(other) done ") == ["walk"])
        #expect(try harness.bash("tend done --db=\(other) ") == ["walk"])
        #expect(try harness.zsh("tend --db \(other) done ") == ["walk"])
        #expect(try harness.fish("tend --db \(other) done ") == ["walk\tWalk"])
        #expect(try harness.bash("tend show ").count == 6)
    }

    @Test func theDatabaseOnTheLine() {
        #expect(CompleteCommand.database(in: ["--db", "a.db", "done"], home: "/h") == "a.db")
        #expect(CompleteCommand.database(in: ["done", "--db=~/b.db"], home: "/h") == "/h/b.db")
        #expect(CompleteCommand.database(in: ["--db", "=", "c.db", "done"], home: nil) == "c.db")
        #expect(CompleteCommand.database(in: ["done", "--db"], home: nil) == nil)
        #expect(CompleteCommand.database(in: ["done"], home: nil) == nil)
    }

    /// Tab on a machine where tend never ran: no ids, and no database or directory made.
    @Test func completingTaskIdsCreatesNoDatabase() throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tend-complete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: home) }
        let named = home.appendingPathComponent("tend.db").path
        let withDatabase = try TendProcess.run(["__complete", "task-ids"], environment: ["TEND_DB": named])
        let withDefault = try TendProcess.run(["__complete", "task-ids"], environment: ["HOME": home.path])
        #expect([withDatabase.status, withDefault.status] == [0, 0])
        #expect(withDatabase.stdout + withDatabase.stderr + withDefault.stdout + withDefault.stderr == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
    }

    @Test func commandsAndOptionValues() throws {
        let harness = try ShellCompletionHarness(spec: TendCommands.root)
        #expect(try harness.bash("tend su") == ["summary"])
        #expect(try harness.bash("tend summary --format ").sorted() == ["json", "markdown", "text"])
        #expect(try harness.bash("tend add Water --style ").sorted() == ["checklist", "grid", "instructions", "log", "simple"])
        #expect(try harness.fish("tend schedule e").map { String($0.split(separator: "\t")[0]) }.sorted() == ["expand", "explain"])
        #expect(try harness.zsh("tend today --col") == ["--color"])
        #expect(try !harness.bash("tend ").contains("__generate"))
    }
}
