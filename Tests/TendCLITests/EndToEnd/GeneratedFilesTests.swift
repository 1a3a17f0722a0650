import Foundation
import Testing
@testable import TendCLI

/// The committed man page and completion scripts are what the command declarations produce
/// (`make docs` regenerates them), and the man page passes `mandoc -Tlint`.
@Suite struct GeneratedFilesTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("man", "man/tend.1"), ("bash", "Completions/tend.bash"), ("zsh", "Completions/_tend"),
                      ("fish", "Completions/tend.fish")])
    func committedFileIsUpToDate(kind: String, path: String) throws {
        let generated = try TendProcess.run(["__generate", kind])
        #expect(generated.status == 0)
        let committed = try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
        #expect(generated.stdout == committed, "\(path) is out of date; run 'make docs'")
    }

    @Test func manPagePassesMandocLint() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mandoc")
        process.arguments = ["-Tlint", "-Wstyle", Self.package.appendingPathComponent("man/tend.1").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "")
        #expect(process.terminationStatus == 0)
    }

    @Test func everyCommandIsInTheManPage() throws {
        let man = try String(contentsOf: Self.package.appendingPathComponent("man/tend.1"), encoding: .utf8)
        let visible = CommandTreeTests.leaves(TendCommands.root).filter { !$0[0].hasPrefix("__") }
        #expect(visible.count == 33)
        for path in visible {
            let command = path.joined(separator: " ")
            #expect(man.contains("tend \(command)"), "man page lacks \(command)")
        }
        #expect(!man.contains("__generate") && !man.contains("__complete"))
    }
}
