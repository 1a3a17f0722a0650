import Testing
@testable import TendNotify

/// The lines between the daemon and the libnotify helper carry any text unchanged.
@Suite struct HelperMessageTests {
    @Test(arguments: [
        HelperMessage.show(PopupRequest(tag: "tend:a:1:0", summary: "Tab\there", body: "two\nlines \\ and\r", urgency: .critical,
                                        color: "blue", actions: [.done, .snooze])),
        .show(PopupRequest(tag: "t", summary: "", body: "", urgency: .normal, color: nil, actions: [])),
        .close(tag: "tend:a:1:0"),
        .shown(tag: "x"),
        .failed(tag: "x", reason: "no D-Bus session bus: Cannot autolaunch"),
        .answered(tag: "x", action: .log),
        .closed(tag: "x"),
    ])
    func roundTrips(message: HelperMessage) {
        #expect(!message.line.contains("\n"))
        #expect(HelperMessage(line: message.line) == message)
    }

    @Test(arguments: ["", "show", "answered\tx\tdance", "close", "shown\ta\tb", "show\tt\tloud\t\t\ts\tb"])
    func rejectsWhatIsNotAMessage(line: String) {
        #expect(HelperMessage(line: line) == nil)
    }
}
