import Testing
@testable import TendNotify

/// The lines between the daemon and the libnotify helper carry any text unchanged.
@Suite struct HelperMessageTests {
    @Test(arguments: [
        HelperMessage.show(PopupRequest(tag: "tend:a:1:0", summary: "Tab\there", body: "two\nlines \\ and\r", urgency: .critical,
                                        color: "blue", actions: [.done, .snooze]), replacing: nil),
        .show(PopupRequest(tag: "t", summary: "", body: "", urgency: .normal, color: nil, actions: []), replacing: 4_294_967_295),
        .show(PopupRequest(tag: "t", summary: "s", body: "b", urgency: .normal, color: nil, actions: [.log]), replacing: 0),
        .close(tag: "tend:a:1:0"),
        .shown(tag: "x", id: 1),
        .shown(tag: "x\ty", id: 4_294_967_295),
        .failed(tag: "x", reason: "no D-Bus session bus: Cannot autolaunch"),
        .answered(tag: "x", action: .log),
        .closed(tag: "x"),
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

    @Test(arguments: [
        "", "show", "answered\tx\tdance", "close", "shown\ta", "shown\ta\t", "shown\ta\tb", "shown\ta\t-1", "shown\ta\t+1",
        "shown\ta\t 1", "shown\ta\t4294967296", "shown\ta\t1\t2", "show\tt\tloud\t\t\ts\tb\t",
        // A `show` without its id field, as before helpers took over popups.
        "show\tt\tnormal\t\t\ts\tb", "show\tt\tnormal\t\t\ts\tb\tx1", "show\tt\tnormal\t\t\ts\tb\t99999999999",
    ])
    func rejectsWhatIsNotAMessage(line: String) {
        #expect(HelperMessage(line: line) == nil)
    }
}
