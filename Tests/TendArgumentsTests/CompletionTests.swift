import ShellCompletionHarness
import Testing
@testable import TendArguments

/// Asks real bash, zsh and fish for completions through the generated scripts.
@Suite struct CompletionTests {
    enum Shell: String, CaseIterable, CustomTestStringConvertible {
        case bash, zsh, fish
        var testDescription: String { rawValue }
    }

    static let harness = Result { try ShellCompletionHarness(spec: SampleSpec.root) }

    /// The candidates offered (without fish's descriptions), sorted, without the `/` that marks directories and without
    /// duplicates (zsh may offer a directory under two tags).
    func candidates(_ shell: Shell, _ line: String) throws -> [String] {
        let harness = try Self.harness.get()
        let offered: [String]
        switch shell {
        case .bash: offered = try harness.bash(line)
        case .zsh: offered = try harness.zsh(line)
        case .fish: offered = try harness.fish(line).map { String($0.prefix { $0 != "\t" }) }
        }
        return Set(offered.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }).sorted()
    }

    static let cases: [(line: String, expected: [String])] = [
        ("tend ", ["add", "done", "export", "help", "list", "schedule", "today"]),
        ("tend to", ["today"]),
        ("tend schedule ", ["explain"]),
        ("tend help s", ["schedule"]),
        ("tend add --st", ["--style"]),
        ("tend today --j", ["--json"]),
        ("tend done ibuprofen -", ["--at", "--color", "--db", "--help", "--note", "--value", "-h"]),
        ("tend add --style c", ["checklist"]),
        ("tend --color ", ["always", "auto", "never"]),
        ("tend add Walk --schedule daily --color a", ["always", "auto"]),
        ("tend done ", ["ibuprofen", "walk", "water"]),
        ("tend done w", ["walk", "water"]),
        ("tend done --at 08:00 i", ["ibuprofen"]),
        ("tend done ibuprofen ", []),
        ("tend list -- -", []),
        ("tend schedule explain daily --tz Europe/Be", ["Europe/Belgrade", "Europe/Berlin"]),
        ("tend export --output ", ["a.txt", "sub"]),
        ("tend export -o a", ["a.txt"]),
        ("tend export --into ", ["sub"]),
    ]

    @Test(arguments: Shell.allCases, cases)
    func completes(shell: Shell, example: (line: String, expected: [String])) throws {
        #expect(try candidates(shell, example.line) == example.expected)
    }

    @Test(arguments: Shell.allCases)
    func completesTheValueOfAnOptionWrittenWithEquals(shell: Shell) throws {
        let prefix = shell == .fish ? "--tz=" : ""
        #expect(try candidates(shell, "tend schedule explain daily --tz=Asia/To")
            == [prefix + "Asia/Tokyo", prefix + "Asia/Tomsk"])
    }

    @Test func fishShowsTaskTitlesAsDescriptions() throws {
        let harness = try Self.harness.get()
        #expect(try harness.fish("tend done w") == ["walk\tMorning walk", "water\tGlasses of water"])
    }

    @Test func bashSplitsOptionValuesAtEquals() {
        #expect(ShellCompletionHarness.bashWords("tend --tz=Asia/To") == ["tend", "--tz", "=", "Asia/To"])
        #expect(ShellCompletionHarness.bashWords("tend done ") == ["tend", "done", ""])
    }
}
