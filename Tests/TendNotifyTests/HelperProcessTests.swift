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

    @Test func everyShowIsAnsweredWithItsTagAndTheHelperEndsWithItsInput() throws {
        let tags = ["tend:a\tb\\c\nd\re:1:0", "tend:鎮痛剤:2:1", "t"]
        let input = [
            HelperMessage.show(PopupRequest(tag: tags[0], summary: "Tab\there", body: "<b>x</b> & y", urgency: .critical,
                                            color: "blue", actions: [.done, .snooze]), replacing: nil).line,
            // Not requests: ignored.
            HelperMessage.shown(tag: "x", id: 3).line,
            "show\tt\tloud\t\t\ts\tb\t",
            "show\tt\tnormal\t\tdance\ts\tb\t",
            "show\tt\tnormal\t\t\ts\tb",
            "show\tt\tnormal\t\t\ts\tb\t-4",
            "show\tt\tnormal\t\t\ts\tb\t4294967296",
            HelperMessage.close(tag: tags[0]).line,
            HelperMessage.show(PopupRequest(tag: tags[1], summary: "", body: "", urgency: .normal, color: nil, actions: [.log]),
                               replacing: 4_294_967_295).line,
            HelperMessage.show(PopupRequest(tag: tags[2], summary: "s", body: "b", urgency: .normal, color: "pink", actions: []),
                               replacing: 12).line,
        ].map { $0 + "\n" }.joined()
        let (status, lines) = try Self.runHelper(input: input)
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
