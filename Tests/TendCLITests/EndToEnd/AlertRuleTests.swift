import Foundation
import Testing

/// Alert rules that name a contact: refused with a caret when bad, shown by `tend show`, and
/// told by `tend log` when a value meets one.
@Suite struct AlertRuleTests {
    let scenario: CarePlanScenario

    init() throws {
        scenario = try CarePlanScenario()
        for step in [
            ["contact", "add", "Dr. Sato", "--id", "dr-sato", "--phone", "clinic=+81 3-1234-5678"],
            ["contact", "add", "Mum", "--message", "+44 7700 900123"],
        ] {
            let result = try run(step)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    func run(_ arguments: [String]) throws -> TendProcess.Result {
        try TendProcess.run(arguments, environment: scenario.environment())
    }

    @Test func aValueThatMeetsTheRuleSaysWhomToCall() throws {
        defer { scenario.remove() }
        #expect(try run(["edit", "nausea", "--alert", ">= 8: call dr-sato", "--alert", "= 10: message mum"]).stdout
            == "Changed nausea: alerts\n")
        #expect(try run(["log", "nausea", "--value", "7", "--unit", "/10"]).stdout == "Logged Nausea at Tue 1 Dec 2026 13:00 (7 /10).\n")
        #expect(try run(["log", "nausea", "--value", "8", "--unit", "/10"]).stdout == """
            Logged Nausea at Tue 1 Dec 2026 13:00 (8 /10).
            Nausea 8 /10. Your plan says: call Dr. Sato, +81 3-1234-5678.

            """)
        #expect(try run(["log", "nausea", "--value", "10"]).stdout == """
            Logged Nausea at Tue 1 Dec 2026 13:00 (10).
            Nausea 10. Your plan says: call Dr. Sato, +81 3-1234-5678.
            Nausea 10. Your plan says: message Mum, +44 7700 900123.

            """)
        let show = try run(["show", "nausea"]).stdout
        #expect(show.contains("  alerts        >= 8: call dr-sato\n                = 10: message mum\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try run(["show", "nausea", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(json["alerts"] as? [String] == [">= 8: call dr-sato", "= 10: message mum"])
    }

    @Test func rulesOnMissedDosesGoOnTasksWithDosesAndNoAlertsRemovesThem() throws {
        defer { scenario.remove() }
        #expect(try run(["edit", "ibuprofen", "--alert", "missed 2 doses: message mum"]).stdout == "Changed ibuprofen: alerts\n")
        #expect(try run(["show", "ibuprofen"]).stdout.contains("  alerts        missed 2 doses: message mum\n"))
        #expect(try run(["contact", "remove", "mum"]).stderr == """
            Error: Cannot remove contact 'mum': the alert rules of task 'ibuprofen' name it; remove those rules first with 'tend edit ibuprofen --no-alerts'.

            """)
        #expect(try run(["edit", "ibuprofen", "--no-alerts"]).stdout == "Changed ibuprofen: alerts\n")
        #expect(try run(["contact", "remove", "mum"]).status == 0)
    }

    @Test func aContactWithoutTheWayToReachThemIsRefused() throws {
        defer { scenario.remove() }
        let result = try run(["edit", "nausea", "--alert", ">= 8: message dr-sato"])
        #expect(result.status == 65)
        #expect(result.stderr == "Error: Contact 'dr-sato' has no number for messages; add one with: tend contact edit dr-sato --message NUMBER.\n")
        let json = try JSONSerialization.jsonObject(with: Data(try run(["show", "nausea", "--json"]).stdout.utf8)) as? [String: Any]
        #expect((json?["alerts"] as? [String]) == [])
    }

    @Test(arguments: [
        (["edit", "nausea", "--alert", ">= eight: call dr-sato"],
         "Error: Bad alert rule: a comparison needs one number after it, such as >= 8.\n  >= eight: call dr-sato\n    ^^^^^^\n"),
        (["edit", "nausea", "--alert", ">= 8: cal dr-sato"],
         "Error: Bad alert rule: the action is call, message or email.\n  >= 8: cal dr-sato\n        ^^^\nDid you mean 'call'?\n"),
        (["edit", "nausea", "--alert", ">= 8 call dr-sato"],
         "Error: Bad alert rule: a rule is CONDITION: ACTION CONTACT, such as '>= 8: call dr-sato', and the ':' is missing.\n  >= 8 call dr-sato\n                   ^\n"),
        (["edit", "nausea", "--alert", ">= 8: call dr-tanaka"], "Error: No contact 'dr-tanaka'; 'tend contact list' shows the contacts.\n"),
        (["edit", "nausea", "--alert", "missed 2 doses: call dr-sato"],
         "Error: 'nausea' is a log task and has no doses to miss; give it a rule on its values, such as '>= 8: call dr-sato'.\n"),
        (["edit", "ibuprofen", "--alert", "> 3: call dr-sato"],
         "Error: Only a log task's values are checked, and 'ibuprofen' is not one; give it a rule such as 'missed 2 doses: call dr-sato'.\n"),
        (["add", "Pain", "--schedule", "every day", "--no-adherence", "--alert", ">= 8: call nobody"],
         "Error: No contact 'nobody'; 'tend contact list' shows the contacts.\n"),
    ] as [([String], String)])
    func badRulesAreRefusedWithNothingChanged(arguments: [String], stderr: String) throws {
        defer { scenario.remove() }
        let before = try BadInputTests.dump(scenario.database)
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(try BadInputTests.dump(scenario.database) == before)
    }
}
