import Foundation
import Testing

/// `tend contact call|message|email|map` with the real xdg-open and xdg-mime: with no display,
/// with no handler, and with a handler registered through a test `.desktop` file in a scratch
/// `XDG_DATA_HOME` (and `xdg-mime default`) that records the URI it was given.
@Suite struct ContactActionTests {
    let scenario: CarePlanScenario
    let desktop: RecordingLinkHandler

    init() throws {
        scenario = try CarePlanScenario()
        desktop = try RecordingLinkHandler(in: scenario.directory.appendingPathComponent("desktop"))
        let add = try TendProcess.run([
            "contact", "add", "Dr. Sato", "--id", "dr-sato", "--phone", "clinic=+81 3-1234-5678",
            "--phone", "mobile=+81 90-1111-2222", "--message", "+81 90-1111-2222", "--email", "sato+clinic@example.jp",
            "--address", "1-1 Chiyoda, Tokyo", "--geo", "35.6812,139.7671",
        ], environment: scenario.environment())
        #expect(add.status == 0, "\(add.stderr)")
    }

    /// The environment of a desktop whose only programs are in the scratch folders.
    func environment(display: Bool = true) -> [String: String] {
        var env = scenario.environment(desktop.environment)
        if display { env["DISPLAY"] = ":99" }
        return env
    }

    func register(_ schemes: [String]) throws {
        try desktop.register(schemes, environment: environment())
    }

    var recorded: [String] { desktop.recorded }

    @Test func withNoDisplayTheNumberIsPrintedAndNothingOpens() throws {
        defer { scenario.remove() }
        try register(["tel"])
        let call = try TendProcess.run(["contact", "call", "dr-sato"], environment: environment(display: false))
        #expect(call.status == 0)
        #expect(call.stdout == """
            Call Dr. Sato (clinic): +81 3-1234-5678
            Link: tel:+81312345678
            Not opened: there is no desktop display (DISPLAY and WAYLAND_DISPLAY are not set).

            """)
        #expect(recorded.isEmpty)
    }

    @Test func withNoHandlerTheMessageSaysSo() throws {
        defer { scenario.remove() }
        let call = try TendProcess.run(["contact", "call", "dr-sato", "mobile"], environment: environment())
        #expect(call.status == 0)
        #expect(call.stdout == """
            Call Dr. Sato (mobile): +81 90-1111-2222
            Link: tel:+819011112222
            Not opened: no program on this desktop handles tel: links (xdg-mime query default x-scheme-handler/tel names none).

            """)
        let map = try TendProcess.run(["contact", "map", "dr-sato"], environment: environment())
        #expect(map.stdout.hasSuffix(
            "Not opened: no program on this desktop handles geo: or https: links (xdg-mime query default x-scheme-handler/geo names none).\n"))
        #expect(recorded.isEmpty)
    }

    @Test func theHandlerGetsTheExactLinkWithThePlusKept() throws {
        defer { scenario.remove() }
        try register(["tel", "sms", "mailto", "geo"])
        let call = try TendProcess.run(["contact", "call", "dr-sato", "Mobile"], environment: environment())
        #expect(call.status == 0, "\(call.stderr)")
        #expect(call.stdout == """
            Call Dr. Sato (mobile): +81 90-1111-2222
            Link: tel:+819011112222
            Opened tel:+819011112222 with tend-test-handler.desktop.

            """)
        #expect(try TendProcess.run(["contact", "message", "dr-sato"], environment: environment()).status == 0)
        let email = try TendProcess.run(["contact", "email", "dr-sato"], environment: environment())
        #expect(email.stdout.hasSuffix("Opened mailto:sato+clinic@example.jp with tend-test-handler.desktop.\n"))
        let map = try TendProcess.run(["contact", "map", "dr-sato"], environment: environment())
        #expect(map.stdout == """
            Map of Dr. Sato: 1-1 Chiyoda, Tokyo
            Link: geo:35.6812,139.7671
            Link: https://www.openstreetmap.org/?mlat=35.6812&mlon=139.7671#map=17/35.6812/139.7671
            Opened geo:35.6812,139.7671 with tend-test-handler.desktop.

            """)
        #expect(recorded == ["tel:+819011112222", "sms:+819011112222", "mailto:sato+clinic@example.jp", "geo:35.6812,139.7671"])
    }

    @Test func printNeverOpens() throws {
        defer { scenario.remove() }
        try register(["tel"])
        let call = try TendProcess.run(["contact", "call", "dr-sato", "--print"], environment: environment())
        #expect(call.stdout == "Call Dr. Sato (clinic): +81 3-1234-5678\nLink: tel:+81312345678\n")
        #expect(recorded.isEmpty)
    }
}
