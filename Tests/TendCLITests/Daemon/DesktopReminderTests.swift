import Foundation
import Testing

/// `tend daemon` with libnotify against the real dunst on a private Xvfb display and session
/// bus, all started here, for what only a desktop shows: what dunst receives (the body escaped
/// for its markup, the colour hint), the Done, Snooze and Call buttons through D-Bus, nags
/// replacing their popup, a helper that is killed, and a server that is not there or goes
/// away. The loop's own logic (the catch-up fold, quiet hours, restarts, nags) is tested on
/// the scripted wakes of TendRemindersTests (`CatchUpLoopTests`, `NagLoopTests`).
/// Each test starts a desktop of its own, so they run side by side.
@Suite(.timeLimit(.minutes(5))) struct DesktopReminderTests {
    /// A sandbox, a desktop in it, and the daemon's environment for that desktop.
    struct Desktop {
        let sandbox: DaemonSandbox
        let session: DesktopSession

        init(withServer: Bool = true) throws {
            sandbox = try DaemonSandbox()
            session = try DesktopSession(directory: sandbox.directory, withServer: withServer)
        }

        func startDaemon(_ arguments: [String] = [], now: String, speed: Double = 1, environment extra: [String: String] = [:],
                         name: String = "daemon") throws -> BackgroundProcess {
            let environment = session.environment.filter { $0.key != "HOME" && $0.key != "PATH" }.merging(extra) { $1 }
            return try sandbox.startDaemon(["--backend", "libnotify"] + arguments, now: now, speed: speed,
                                           environment: environment, name: name)
        }
    }

    @Test func thePopupCarriesTheReminderAndDoneRecordsTheDose() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen <400 mg> & food", "daily at 08:00 \"Morning\"", options: ["--instructions", "1 <b>tablet</b> & water"])
        let daemon = try desktop.startDaemon(now: "07:59:58")
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        try desktop.session.dunstctl(["action", "0"])
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("tend daemon: done:") })
        #expect(daemon.stop() == 0)
        #expect(try desktop.sandbox.statuses(now: "08:05:00") == ["ibuprofen-400-mg-food#1 done"])
        let popups = try desktop.session.closeAllAndReadHistory()
        #expect(popups == [ReceivedPopup(summary: "Ibuprofen <400 mg> & food at 08:00",
                                         body: "Morning\n1 &lt;b&gt;tablet&lt;/b&gt; &amp; water",
                                         appName: "tend", category: "x-tend.reminder")])
    }

    /// Issue 13: the second dose missed in a row brings the alert popup, which names the
    /// contact and carries the rule's Call button; pressing it has the daemon open the `tel:`
    /// link with the desktop's handler (a recording `.desktop` file registered with
    /// `xdg-mime default`), `+` kept. Quiet hours in skip mode drop the two reminders but hold
    /// the alert only until they end, at midnight, when the 23:59 dose's day is over.
    @Test func theAlertOfMissedDosesCarriesCallAndPressingItOpensTheTelLink() throws {
        let desktop = try Desktop()
        let handler = try RecordingLinkHandler(in: desktop.sandbox.directory.appendingPathComponent("links"))
        try handler.register(["tel"], environment: handler.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
        try desktop.sandbox.add("Ibuprofen", "daily at 23:58, 23:59")
        try desktop.sandbox.tend(["contact", "add", "Dr. Sato", "--id", "dr-sato", "--phone", "clinic=+81 3-1234-5678"], now: "00:00:00")
        try desktop.sandbox.tend(["edit", "ibuprofen", "--alert", "missed 2 doses: call dr-sato"], now: "00:00:00")
        let monitor = try BusMonitor(session: desktop.session)
        let daemon = try desktop.startDaemon(["--quiet-hours", "23:00-00:00", "--quiet-mode", "skip"], now: "23:59:58",
                                             environment: handler.environment)
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        try desktop.session.dunstctl(["action", "0"])
        #expect(Wait.until(timeout: 10) { handler.recorded == ["tel:+81312345678"] })
        #expect(Wait.until(timeout: 10) {
            daemon.errors.contains("tend daemon: Ibuprofen: 2 doses missed: call +81 3-1234-5678: opened tel:+81312345678 with tend-test-handler.desktop\n")
        })
        #expect(daemon.stop() == 0)
        #expect(daemon.errorLines(containing: " sent ").map(\.secondsMasked) == [
            "tend daemon: sent 2026-12-02T00:00:SS+00:00 alert: Ibuprofen: 2 doses missed — "
                + "Your plan says: call Dr. Sato, +81 3-1234-5678. <tel:+81312345678> [tend:alert:ibuprofen:0:1:1]",
        ])
        let calls = monitor.calls()
        #expect(calls.map(\.hints["urgency"]) == ["2"])
        #expect(calls.map { $0.hints["x-dunst-stack-tag"] } == ["tend:alert:ibuprofen:0:1:1"])
        #expect(try desktop.session.closeAllAndReadHistory() == [
            ReceivedPopup(summary: "Ibuprofen: 2 doses missed", body: "Your plan says: call Dr. Sato, +81 3-1234-5678.",
                          appName: "tend", category: "x-tend.reminder"),
        ])
    }

    @Test func theBodyIsNeverReadAsMarkupAndTheColourTintsTheFrame() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00", options: [
            "--tint", "blue", "--instructions", "1 tablet < 4 a day; <b>bold</b>; salt & pepper; &amp;; 鎮痛剤 1錠",
        ])
        let monitor = try BusMonitor(session: desktop.session)
        let daemon = try desktop.startDaemon(now: "07:59:58")
        #expect(Wait.until(timeout: 10) { monitor.calls().count == 1 })
        #expect(daemon.stop() == 0)
        #expect(monitor.calls().map { $0.hints["frcolor"] } == ["#3465a4"])
        #expect(try desktop.session.closeAllAndReadHistory().map(\.body)
            == ["1 tablet &lt; 4 a day; &lt;b&gt;bold&lt;/b&gt;; salt &amp; pepper; &amp;amp;; 鎮痛剤 1錠"])
    }

    @Test func aNagReplacesThePopupInPlaceAndIsCritical() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00")
        let monitor = try BusMonitor(session: desktop.session)
        let daemon = try desktop.startDaemon(["--nag-interval", "1m", "--nag-limit", "2"], now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 20) { monitor.calls().count == 3 })
        #expect(try desktop.session.displayedCount() == 1)
        #expect(daemon.stop() == 0)
        let calls = monitor.calls()
        #expect(calls.map(\.summary) == ["Ibuprofen at 08:00", "Ibuprofen at 08:00 (1 min ago)", "Ibuprofen at 08:00 (2 min ago)"])
        #expect(calls[0].replacesID == 0)
        #expect(calls[1].replacesID != 0 && calls[2].replacesID == calls[1].replacesID)
        #expect(calls.map { $0.hints["x-dunst-stack-tag"] } == Array(repeating: "tend:ibuprofen:1:0", count: 3))
        #expect(calls.map { $0.hints["urgency"] } == ["1", "2", "2"])
        #expect(try desktop.session.closeAllAndReadHistory().map(\.summary) == ["Ibuprofen at 08:00 (2 min ago)"])
    }

    @Test func snoozeFromThePopupRemindsAgainLater() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try desktop.startDaemon(["--nag-interval", "0", "--snooze", "2m"], now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        // dunst's context menu runs the session's 'dmenu', which picks Snooze.
        try desktop.session.dunstctl(["context"])
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("tend daemon: snoozed: Ibuprofen") })
        #expect(Wait.until(timeout: 15) { daemon.errors.contains(" snoozed: Ibuprofen at 08:00 (2 min ago)") })
        #expect(daemon.stop() == 0)
        #expect(try desktop.session.closeAllAndReadHistory().map(\.summary) == ["Ibuprofen at 08:00 (2 min ago)"])
    }

    /// dunst sends a popup's button presses only to the connection that showed it: when the
    /// helper dies, a new one must show the popup again in place of the same id.
    @Test func aNewHelperTakesOverThePopupOfOneThatWasKilledAndItsDoneButtonStillWorks() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00")
        let monitor = try BusMonitor(session: desktop.session)
        let daemon = try desktop.startDaemon(now: "07:59:58")
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        let first = try #require(daemon.children(named: "tend-notify").first)
        kill(first, SIGKILL)
        #expect(Wait.until(timeout: 10) { daemon.children(named: "tend-notify").contains { $0 != first } })
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("took over") })
        #expect(daemon.errorLines(containing: "libnotify helper")
            == ["tend daemon: the libnotify helper was ended by signal 9; a new one took over 1 popup"])
        #expect(daemon.errorLines(containing: "Warning:").isEmpty)
        #expect(try desktop.session.displayedCount() == 1)

        try desktop.session.dunstctl(["action", "0"])
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("tend daemon: done:") })
        #expect(daemon.stop() == 0)
        let calls = monitor.calls()
        #expect(calls.map(\.summary) == ["Ibuprofen at 08:00", "Ibuprofen at 08:00"])
        #expect(try desktop.session.closeAllAndReadHistory().map(\.summary) == ["Ibuprofen at 08:00"])
        // The new helper replaced the popup by its id: dunst kept one popup, and has one in its history.
        #expect(try calls.map(\.replacesID) == [0] + desktop.session.historyIDs())

        // Recorded exactly as `tend done` at the same instant records it.
        let today = try JSONSerialization.jsonObject(with: Data(try desktop.sandbox.tend(["today", "--json"], now: "08:05:00").stdout.utf8))
        let occurrence = (((today as! [String: Any])["tasks"] as! [[String: Any]])[0]["occurrences"] as! [[String: Any]])[0]
        let doneAt = try #require(occurrence["doneAt"] as? String)
        let twin = try DaemonSandbox()
        try twin.add("Ibuprofen", "daily at 08:00")
        try twin.tend(["done", "ibuprofen"], now: String(doneAt.dropFirst(11).prefix(8)))
        for command in [["today", "--json"], ["show", "ibuprofen", "--json"]] {
            #expect(try desktop.sandbox.tend(command, now: "08:05:00").stdout == twin.tend(command, now: "08:05:00").stdout)
        }
    }

    @Test func withoutANotificationServerRemindersArePrintedAfterOneWarning() throws {
        let desktop = try Desktop(withServer: false)
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00")
        try desktop.sandbox.add("Walk", "daily at 08:01")
        let daemon = try desktop.startDaemon(now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 15) { daemon.output.contains("Walk") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:01:00+00:00 due: Walk at 08:01 [tend:walk:1:0]

            """.secondsMasked)
        let warnings = daemon.errorLines(containing: "Warning:")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Warning: Libnotify cannot show reminders (") == true)
    }

    @Test func aServerThatGoesAwayIsReplacedByPrintUntilItIsBack() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 08:00")
        try desktop.sandbox.add("Walk", "daily at 08:01")
        try desktop.sandbox.add("Stretch", "daily at 08:03")
        let daemon = try desktop.startDaemon(["--nag-interval", "0"], now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 10) { daemon.errors.contains(" sent ") })
        desktop.session.stopServer()
        #expect(Wait.until(timeout: 15) { daemon.output.contains("Walk") })
        try desktop.session.restartServer()
        #expect(Wait.until(timeout: 20) { daemon.errors.contains("Stretch") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == "2026-12-01T08:01:SS+00:00 due: Walk at 08:01 [tend:walk:1:0]\n")
        #expect(daemon.errorLines(containing: "Warning:").count == 1)
        #expect(daemon.errorLines(containing: "tend daemon: libnotify works again").count == 1)
        #expect(try desktop.session.closeAllAndReadHistory().map(\.summary) == ["Stretch at 08:03"])
    }

    @Test func doneFromThePopupObeysTheDoseRulesAsTendDoneDoes() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Ibuprofen", "daily at 07:00 and 08:00", options: ["--max-per-day", "1"])
        #expect(try desktop.sandbox.tend(["done", "ibuprofen", "1", "--at", "07:00"], now: "07:30:00").status == 0)
        let daemon = try desktop.startDaemon(now: "07:59:58")
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        try desktop.session.dunstctl(["action", "0"])
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("Warning: Could not record Done") })
        #expect(daemon.stop() == 0)
        #expect(daemon.errorLines(containing: "Could not record Done") == [
            "Warning: Could not record Done for Ibuprofen (2026-12-01T08:00:00+00:00): not recorded: Ibuprofen already has "
                + "1 dose recorded on Tue 1 Dec 2026, the most its plan allows a day; run 'tend done ibuprofen --force' to record "
                + "it anyway.",
        ])
        #expect(try desktop.sandbox.statuses(now: "08:05:00") == ["ibuprofen#1 done", "ibuprofen#2 overdue"])
    }

    @Test func logTasksAreLoggedFromThePopup() throws {
        let desktop = try Desktop()
        try desktop.sandbox.add("Pain level", "daily at 20:00", options: ["--style", "log"])
        let daemon = try desktop.startDaemon(now: "19:59:59")
        #expect(Wait.until(timeout: 10) { (try? desktop.session.displayedCount()) == 1 })
        try desktop.session.dunstctl(["action", "0"])
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("tend daemon: logged: Pain level") })
        #expect(daemon.stop() == 0)
        let today = try desktop.sandbox.tend(["today", "--json"], now: "20:05:00")
        #expect(today.stdout.contains("\"at\": \"2026-12-01T20:00:"))
    }
}
