import Testing
@testable import TendNotify

/// The lines between the daemon and the libnotify helper carry any text unchanged, as the
/// protocol's examples (`Tests/Fixtures/helper-protocol.txt`) show them.
@Suite struct HelperMessageTests {
    /// Every request and reply of the protocol's examples is read, and written back byte for byte.
    @Test(arguments: HelperProtocolExample.of(.request) + HelperProtocolExample.of(.reply))
    func readsAndWritesEveryExample(example: HelperProtocolExample) throws {
        let message = try #require(HelperMessage(line: example.line))
        #expect(message.line == example.line)
        switch message {
        case .show, .close: #expect(example.kind == .request)
        case .shown, .failed, .answered, .closed: #expect(example.kind == .reply)
        }
    }

    @Test(arguments: [
        HelperMessage.show(PopupRequest(tag: "tend:a:1:0", summary: "Tab\there", body: "two\nlines \\ and\r", urgency: .critical,
                                        color: "blue", actions: [.done, .snooze]), replacing: nil),
        .shown(tag: "x\ty", id: 4_294_967_295),
        .failed(tag: "x", reason: "no D-Bus session bus: Cannot autolaunch"),
    ])
    func roundTrips(message: HelperMessage) {
        #expect(!message.line.contains("\n"))
        #expect(HelperMessage(line: message.line) == message)
    }

    /// The helper writes and reads these bytes on its side (`HelperReport`, `DaemonRequest`).
    @Test func notificationIDsAreDecimalFieldsAndAnEmptyOneIsNone() {
        let popup = PopupRequest(tag: "t", summary: "s", body: "b", urgency: .normal, color: "red", actions: [.done, .snooze])
        #expect(HelperMessage.show(popup, replacing: 42).line == "show\tt\tnormal\tred\tdone,snooze\ts\tb\t42")
        #expect(HelperMessage.show(popup, replacing: nil).line == "show\tt\tnormal\tred\tdone,snooze\ts\tb\t")
        #expect(HelperMessage.shown(tag: "t", id: 7).line == "shown\tt\t7")
        #expect(HelperMessage(line: "shown\tt\t007") == .shown(tag: "t", id: 7))
    }

    @Test(arguments: HelperProtocolExample.of(.invalid))
    func rejectsWhatIsNotAMessage(example: HelperProtocolExample) {
        #expect(HelperMessage(line: example.line) == nil)
    }
}
