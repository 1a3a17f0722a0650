import Foundation
import Testing
@testable import TendCLI

/// tend's own completion scripts in the real bash, zsh and fish, with task ids read from the
/// user's database by the real binary.
@Suite struct RealCompletionTests {
    @Test func taskIdsComeFromTheDatabase() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let harness = try ArgumentsShellHarness(spec: CommandTree.root, binary: TendProcess.binary, database: scenario.database)
        let ids = ["amoxicillin", "ibu-ja", "ibuprofen", "nausea", "physio", "vitamin-d"]
        #expect(try harness.bash("tend done ").sorted() == ids)
        #expect(try harness.bash("tend show ibu").sorted() == ["ibu-ja", "ibuprofen"])
        #expect(try harness.fish("tend done ").map { String($0.split(separator: "\t")[0]) }.sorted() == ids)
        #expect(try harness.fish("tend done vit") == ["vitamin-d\tVitamin D"])
        #expect(try harness.zsh("tend log nau") == ["nausea"])
    }

    @Test func commandsAndOptionValues() throws {
        let harness = try ArgumentsShellHarness(spec: CommandTree.root)
        #expect(try harness.bash("tend su") == ["summary"])
        #expect(try harness.bash("tend summary --format ").sorted() == ["json", "markdown", "text"])
        #expect(try harness.bash("tend add Water --style ").sorted() == ["checklist", "grid", "instructions", "log", "simple"])
        #expect(try harness.fish("tend schedule e").map { String($0.split(separator: "\t")[0]) }.sorted() == ["expand", "explain"])
        #expect(try harness.zsh("tend today --col") == ["--color"])
        #expect(try !harness.bash("tend ").contains("__generate"))
    }
}
