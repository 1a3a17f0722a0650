import Foundation
import ShellCompletionHarness
import Testing
@testable import TendCLI

/// The care team through the real binary: add, edit, list, show, remove, links to tasks, JSON,
/// and bad input refused with nothing changed.
@Suite struct ContactCommandTests {
    let scenario: CarePlanScenario
    var env: [String: String] { scenario.environment() }

    init() throws {
        scenario = try CarePlanScenario()
        let sato = try TendProcess.run([
            "contact", "add", "佐藤 花子", "--id", "dr-sato", "--prefix", "Dr.", "--given", "花子", "--family", "佐藤",
            "--title", "General practitioner", "--role", "Prescribes the painkillers.", "--organization", "千代田クリニック",
            "--category", "care-team", "--phone", "clinic=+81 3-1234-5678", "--phone", "mobile=+81 90-1111-2222",
            "--phone", "clinic=+81 3-1234-0000", "--message", "mobile=+81 90-1111-2222", "--email", "work=sato@example.jp",
            "--address", "1-1 Chiyoda\nTokyo 100-0001", "--geo", "35.6812, 139.7671", "--note", "Mornings only.",
        ], environment: scenario.environment())
        #expect(sato.stdout == "Added contact dr-sato: 佐藤 花子\n" && sato.status == 0, "\(sato.stderr)")
        let mum = try TendProcess.run(["contact", "add", "Mum", "--category", "family", "--message", "+44 7700 900123"],
                                      environment: scenario.environment())
        #expect(mum.stdout == "Added contact mum: Mum\n")
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> TendProcess.Result {
        try TendProcess.run(arguments, environment: scenario.environment(extra))
    }

    @Test func listAndShowDrawTheCards() throws {
        defer { scenario.remove() }
        #expect(try run(["edit", "nausea", "--contact", "dr-sato", "--contact", "Mum"]).stdout == "Changed nausea: contacts\n")
        let list = try run(["contact", "list"])
        #expect(list.stdout == """
            ♥ Mum                                                                        mum
              family
              message

            ✚ 佐藤 花子                                                              dr-sato
              General practitioner · 千代田クリニック · care team
              call · message · email · map

            """)
        try Golden.check(try run(["contact", "show", "dr-sato"]).stdout, name: "contact-show-80.txt")
        try Golden.check(try run(["contact", "show", "dr-sato"], ["COLUMNS": "40", "LANG": "C"]).stdout, name: "contact-show-40-ascii.txt")
        try Golden.check(try run(["show", "nausea"]).stdout, name: "show-linked-contacts-80.txt")
    }

    @Test func completionOffersContactIds() throws {
        defer { scenario.remove() }
        let harness = try ShellCompletionHarness(spec: TendCommands.root, binary: TendProcess.binary, database: scenario.database)
        #expect(try harness.bash("tend contact show d") == ["dr-sato"])
        #expect(try harness.bash("tend edit nausea --contact m") == ["mum"])
        #expect(try harness.zsh("tend contact call d") == ["dr-sato"])
        #expect(try harness.fish("tend contact map d") == ["dr-sato\t佐藤 花子"])
        #expect(try harness.bash("tend show ibu") == ["ibu-ja", "ibuprofen"])
    }

    @Test func numbersKeepTheirOrderThroughJSON() throws {
        defer { scenario.remove() }
        let json = try run(["contact", "show", "dr", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let phones = try #require(object["phones"] as? [[String: Any]])
        #expect(phones.map { $0["label"] as? String } == ["clinic", "mobile", "clinic"])
        #expect(phones.map { $0["value"] as? String } == ["+81 3-1234-5678", "+81 90-1111-2222", "+81 3-1234-0000"])
        #expect((object["nameParts"] as? [String: Any])?["family"] as? String == "佐藤")
        #expect((object["coordinates"] as? [String: Double]) == ["latitude": 35.6812, "longitude": 139.7671])
        #expect(object["category"] as? String == "care-team")
        #expect(object["address"] as? String == "1-1 Chiyoda\nTokyo 100-0001")
        #expect(try run(["edit", "nausea", "--contact", "dr-sato"]).status == 0)
        #expect(try run(["remove", "nausea"]).status == 0)
        let shown = try #require(try JSONSerialization.jsonObject(
            with: Data(try run(["contact", "show", "dr-sato", "--json"]).stdout.utf8)) as? [String: Any])
        let tasks = try #require(shown["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["id"] as? String } == ["nausea"] && tasks.map { $0["title"] as? String } == ["Nausea"])
        #expect(tasks.map { $0["removed"] as? Bool } == [true])
        #expect(try run(["contact", "show", "dr-sato"]).stdout.contains("  Nausea (removed)"))
        let list = try run(["contact", "list", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let ids = try #require(document["contacts"] as? [[String: Any]]).map { $0["id"] as? String }
        #expect(ids == ["mum", "dr-sato"])
    }

    @Test func editReplacesByLabelAndRemoves() throws {
        defer { scenario.remove() }
        let edit = try run(["contact", "edit", "dr-sato", "--phone", "mobile=+81 80-0000-0000", "--no-email", "WORK",
                            "--category", "none", "--geo", "", "--note", "", "--name", "Dr. Sato"])
        #expect(edit.stdout == "Changed contact dr-sato: name, category, phones, e-mails, coordinates, note\n")
        let object = try #require(try JSONSerialization.jsonObject(
            with: Data(try run(["contact", "show", "dr-sato", "--json"]).stdout.utf8)) as? [String: Any])
        #expect((object["phones"] as? [[String: Any]])?.map { $0["value"] as? String } == [
            "+81 3-1234-5678", "+81 80-0000-0000", "+81 3-1234-0000",
        ])
        #expect((object["emails"] as? [Any])?.isEmpty == true)
        #expect(object["category"] is NSNull && object["coordinates"] is NSNull && object["note"] is NSNull)
        #expect(object["name"] as? String == "Dr. Sato")
    }

    @Test func removeUnlinksTheTasks() throws {
        defer { scenario.remove() }
        #expect(try run(["add", "Pain", "--schedule", "every day", "--no-adherence", "--contact", "dr-sato"]).status == 0)
        #expect(try run(["contact", "remove", "dr-sato"]).stdout == "Removed contact dr-sato: 佐藤 花子; unlinked from pain\n")
        #expect(!(try run(["show", "pain"]).stdout.contains("Contacts")))
        #expect(try run(["contact", "list"]).stdout.hasPrefix("♥ Mum"))
    }

    @Test(arguments: [
        (["contact", "add", "X", "--phone", "0800 CALL NOW"], 64,
         "Error: The value '0800 CALL NOW' is invalid for '--phone <[label=]number>': a number has digits, spaces and - . ( ) /, and + only at its start, and may end in an extension (;ext=55, ext. 55 or x55); 'C' is none of them\n"),
        (["contact", "add", "X", "--email", "work=sato.example.jp"], 64,
         "Error: The value 'work=sato.example.jp' is invalid for '--email <[label=]address>': an e-mail address has one @ with a name before it and a domain after it, such as sato@example.jp\n"),
        (["contact", "add", "X", "--id", "dr-sato"], 1, "Error: A contact with id 'dr-sato' already exists; choose another id.\n"),
        (["contact", "add", "X", "--geo", "91,0"], 64,
         "Error: The value '91,0' is invalid for '--geo <lat,lon>': give latitude,longitude in degrees, -90 to 90 and -180 to 180, such as 35.6812,139.7671\n"),
        (["contact", "add", "X", "--phone", "=123"], 64,
         "Error: The value '=123' is invalid for '--phone <[label=]number>': write the label before '=' (mobile=…), or leave out the '='\n"),
        (["contact", "show", "dr-sata"], 64, "Error: No contact 'dr-sata'. Did you mean 'dr-sato'?\n"),
        (["contact", "edit", "dr-sato", "--no-phone", "home"], 64,
         "Error: --no-phone 'home' matches nothing of dr-sato; it has 'clinic', 'mobile', 'clinic'.\n"),
        (["contact", "edit", "mum"], 64,
         "Error: Nothing to change: give a field to change, such as --phone or --note.\n"),
        (["edit", "nausea", "--contact", "dr-tanaka"], 64, "Error: No contact 'dr-tanaka'; 'tend contact list' shows the contacts.\n"),
        (["contact", "call", "mum"], 65, "Error: Contact 'mum' has no number to call; add one with: tend contact edit mum --phone NUMBER.\n"),
        (["contact", "call", "dr-sato", "home"], 64,
         "Error: Contact 'dr-sato' has nothing labelled 'home' for this; the labels are 'clinic', 'mobile', 'clinic'.\n"),
    ] as [([String], Int32, String)])
    func badInputChangesNothing(arguments: [String], status: Int32, firstLines: String) throws {
        defer { scenario.remove() }
        let before = try BadInputTests.dump(scenario.database)
        let result = try run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(firstLines), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try BadInputTests.dump(scenario.database) == before)
    }
}
