import TendCore
import Testing
import TendNotify

/// Which alerts of missed doses go out, once, and when the planner looks again; and what the
/// alert's popup says.
@Suite struct AlertPlannerTests {
    typealias F = PlanningFixtures

    static let mum = Contact(id: "mum", name: "Mum", messagingNumbers: [LabeledValue(label: "mobile", value: "+44 7700 900123")])
    static let rule = AlertRule(condition: .missedDoses(2), action: .message, contactID: "mum")

    /// Ibuprofen at 08, 12, 16 and 20 with nothing recorded: the 2nd miss is the 12:00 dose,
    /// missed when 16:00 begins.
    static func candidate(lastReminderSentAt: Instant? = nil) -> AlertCandidate {
        let timeline = F.task("ibuprofen", "daily at 08:00, 12:00, 16:00, 20:00", color: "blue")
        let occurrences = timeline.occurrences(from: F.at("00:00"), to: F.at("00:00", day: 2))
        let mark = MissedStreak.marks(reaching: 2, in: occurrences, following: nil, recorded: [], zone: .utc)[0]
        return AlertCandidate(task: timeline.task, rulePosition: 0, rule: rule, mark: mark, lastReminderSentAt: lastReminderSentAt)
    }

    static func planner(quiet: (start: Int, end: Int)? = nil) -> AlertPlanner {
        var settings = ReminderSettings()
        if let quiet {
            settings.quietHours = QuietHours(start: TimeOfDay(hour: quiet.start, minute: 0)!, end: TimeOfDay(hour: quiet.end, minute: 0)!)
            settings.quietMode = .skip
        }
        return AlertPlanner(settings: settings, zone: .utc)
    }

    @Test func theMarkIsTheSecondMissAndItsTagNamesTheRuleAndTheOccurrence() {
        let candidate = Self.candidate()
        #expect(candidate.mark.missedAt == F.at("16:00"))
        #expect(candidate.tag == "tend:alert:ibuprofen:0:1:1")
    }

    @Test func beforeTheMissThePlannerWakesForIt() {
        let plan = Self.planner().plan([Self.candidate()], alreadySent: [], now: F.at("15:00"))
        #expect(plan.due.isEmpty)
        #expect(plan.wakeAt == F.at("16:00"))
    }

    @Test(arguments: ["16:00", "16:00:01", "23:00"])
    func atTheMissAndAfterItTheAlertIsDue(time: String) {
        let plan = Self.planner().plan([Self.candidate()], alreadySent: [], now: F.at(time))
        #expect(plan.due.map(\.tag) == ["tend:alert:ibuprofen:0:1:1"])
        #expect(plan.wakeAt == nil)
    }

    @Test func anAlertSentIsNotSentAgain() {
        let plan = Self.planner().plan([Self.candidate()], alreadySent: ["tend:alert:ibuprofen:0:1:1"], now: F.at("16:30"))
        #expect(plan.due.isEmpty && plan.wakeAt == nil)
    }

    /// After a restart: a reminder of the task sent at or after the miss means a daemon was
    /// running then, and sent the alert; one sent before does not.
    @Test func aReminderSentSinceTheMissMeansTheAlertWentOut() {
        let sentSince = Self.planner().plan([Self.candidate(lastReminderSentAt: F.at("16:00"))], alreadySent: [], now: F.at("16:30"))
        #expect(sentSince.due.isEmpty && sentSince.wakeAt == nil)
        let sentBefore = Self.planner().plan([Self.candidate(lastReminderSentAt: F.at("15:59:59"))], alreadySent: [], now: F.at("16:30"))
        #expect(sentBefore.due.count == 1)
    }

    @Test func anAlertOlderThanTheCatchUpWindowIsNotSent() {
        let plan = Self.planner().plan([Self.candidate()], alreadySent: [], now: F.at("04:00", day: 2))
        #expect(plan.due.isEmpty && plan.wakeAt == nil)
    }

    /// Quiet hours hold an alert until they end, even in skip mode.
    @Test func quietHoursHoldTheAlertUntilTheyEnd() {
        let heldAtTheMiss = Self.planner(quiet: (15, 18)).plan([Self.candidate()], alreadySent: [], now: F.at("16:00"))
        #expect(heldAtTheMiss.due.isEmpty)
        #expect(heldAtTheMiss.wakeAt == F.at("18:00"))
        #expect(Self.planner(quiet: (15, 18)).plan([Self.candidate()], alreadySent: [], now: F.at("18:00")).due.count == 1)
        // The miss came before the quiet hours, and the daemon looks only during them.
        let lateLook = Self.planner(quiet: (17, 19)).plan([Self.candidate()], alreadySent: [], now: F.at("17:30"))
        #expect(lateLook.due.isEmpty)
        #expect(lateLook.wakeAt == F.at("19:00"))
    }

    @Test func thePopupSaysWhatWasMissedAndWhomToReachAndCarriesTheRulesButton() {
        let composer = ReminderComposer(zone: .utc, offersActions: true)
        let link = try! ContactLinkBuilder.link(.message, of: Self.mum).get()
        let alert = composer.alert(Self.candidate(), contact: Self.mum, link: link, now: F.at("16:00"))
        #expect(alert.kind == .alert)
        #expect(alert.summary == "Ibuprofen: 2 doses missed")
        #expect(alert.body == "Your plan says: message Mum, +44 7700 900123.")
        #expect(alert.urgency == .critical)
        #expect(alert.actions == [.message])
        #expect(alert.tag == "tend:alert:ibuprofen:0:1:1")
        #expect(alert.color == "blue")
        #expect(alert.link?.uris == ["sms:+447700900123"])
        #expect(alert.occurrences.map(\.startText) == ["2026-12-01T12:00:00+00:00"])
        #expect(PrintNotifier.line(alert) == "2026-12-01T16:00:00+00:00 alert: Ibuprofen: 2 doses missed — "
            + "Your plan says: message Mum, +44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:1]")
    }

    @Test func withoutANumberForTheActionOrAnyoneToAnswerThePopupHasNoButton() {
        let composer = ReminderComposer(zone: .utc, offersActions: true)
        let noNumber = Contact(id: "mum", name: "Mum")
        let alert = composer.alert(Self.candidate(), contact: noNumber, link: nil, now: F.at("16:00"))
        #expect(alert.body == "Your plan says: message Mum.")
        #expect(alert.actions.isEmpty)
        let once = ReminderComposer(zone: .utc, offersActions: false)
        let link = try! ContactLinkBuilder.link(.message, of: Self.mum).get()
        #expect(once.alert(Self.candidate(), contact: Self.mum, link: link, now: F.at("16:00")).actions.isEmpty)
    }

    @Test func aLoggedValueThatMeetsARuleSaysTheValueWithItsUnit() {
        let sato = Contact(id: "dr-sato", name: "Dr. Sato", emails: [LabeledValue(value: "sato@example.jp")])
        let pain = CareTask(id: "pain", title: "Pain", style: .log, color: "red", created: F.at("00:00"))
        let entry = LogEntry(id: 17, taskID: "pain", at: F.at("13:00"), value: .number(8), unit: "/10", recordedAt: F.at("13:00"))
        let logged = LoggedValueAlert(task: pain, rulePosition: 0,
                                      rule: AlertRule(condition: .value(.atLeast, 8), action: .email, contactID: "dr-sato"), entry: entry)
        let link = try! ContactLinkBuilder.link(.email, of: sato).get()
        let alert = ReminderComposer(zone: .utc, offersActions: true).alert(logged, contact: sato, link: link, now: F.at("13:00"))
        #expect(alert.summary == "Pain 8 /10")
        #expect(alert.body == "Your plan says: email Dr. Sato, sato@example.jp.")
        #expect(alert.actions == [.email])
        #expect(alert.urgency == .critical)
        #expect(alert.tag == "tend:alert:pain:0:log:17")
        #expect(alert.occurrences.isEmpty)
        #expect(alert.link?.uris == ["mailto:sato@example.jp"])
    }

    @Test func aCommandBackendGetsTheLinkToOpen() {
        let link = try! ContactLinkBuilder.link(.message, of: Self.mum).get()
        let alert = ReminderComposer(zone: .utc, offersActions: true).alert(Self.candidate(), contact: Self.mum, link: link, now: F.at("16:00"))
        let variables = CommandNotifier.variables(for: alert)
        #expect(variables["TEND_KIND"] == "alert")
        #expect(variables["TEND_LINK"] == "sms:+447700900123")
        #expect(variables["TEND_CONTACT_ACTION"] == "message")
        #expect(variables["TEND_CONTACT_VALUE"] == "+44 7700 900123")
        #expect(variables["TEND_ACTIONS"] == "message")
    }
}
