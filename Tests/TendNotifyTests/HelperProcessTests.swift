import Foundation
import Testing
import TendNotify

/// The libnotify helper `tend-notify` (Embedded Swift, with its own reader and writer of the
/// protocol) spoken to with `HelperMessage`, as the daemon does. There is no session bus
/// here, so every `show` fails; what a desktop makes of the popups is tested in
/// `DesktopReminderTests` (TendCLITests).
@Suite struct HelperProcessTests {
    /// The helper beside the tend binary under test: `TEND_BINARY` when set (the Makefile points
    /// it at the release build), else this package's `.build/debug`.
    static var helperPath: String {
        if let tend = ProcessInfo.processInfo.environment["TEND_BINARY"], !tend.isEmpty {
            return URL(fileURLWithPath: tend).deletingLastPathComponent().appendingPathComponent("tend-notify").path
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/tend-notify").path
    }

    /// Runs the helper on `input` (without a session bus) to its end: its exit status and output lines.
    static func runHelper(input: String) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helperPath)
        process.environment = ["PATH": "/usr/bin:/bin"]
        let toHelper = Pipe()
        let fromHelper = Pipe()
        process.standardInput = toHelper
        process.standardOutput = fromHelper
        process.standardError = FileHandle.nullDevice
        try process.run()
        try toHelper.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try toHelper.fileHandleForWriting.close()
        let output = fromHelper.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Every example of the protocol (`Tests/Fixtures/helper-protocol.txt`) goes to the
    /// helper in order: it answers each `show` request, and only those, with a reply for its
    /// tag that the daemon reads; the replies and the lines that are not messages it ignores.
    @Test func everyShowIsAnsweredWithItsTagAndTheHelperEndsWithItsInput() throws {
        let examples = HelperProtocolExample.all
        let tags = examples.filter { $0.kind == .request }.compactMap { example -> String? in
            guard case .show(let popup, _) = HelperMessage(line: example.line) else { return nil }
            return popup.tag
        }
        #expect(tags.count > 3)
        let (status, lines) = try Self.runHelper(input: examples.map { $0.line + "\n" }.joined())
        #expect(status == 0)
        let messages = lines.compactMap(HelperMessage.init(line:))
        #expect(messages.count == lines.count, "every line is a message: \(lines)")
        #expect(messages.map { message -> String? in
            guard case .failed(let tag, _) = message else { return nil }
            return tag
        } == tags)
        for message in messages {
            guard case .failed(_, let reason) = message else { continue }
            #expect(reason.hasPrefix("no D-Bus session bus: "))
        }
    }

    @Test func endsAtOnceWhenItsInputIsEmpty() throws {
        let (status, lines) = try Self.runHelper(input: "")
        #expect(status == 0)
        #expect(lines.isEmpty)
    }
}
