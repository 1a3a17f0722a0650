import TendCore
import Testing
@testable import TendStore

/// Tasks linked to contacts, and alert rules that name one.
@Suite struct TaskContactTests {
    let directory: TemporaryDirectory
    let store: CareStore
    let sato = Contact(id: "dr-sato", name: "Dr. Sato")
    let mum = Contact(id: "mum", name: "Mum", messagingNumbers: [LabeledValue(value: "+44 7700 900123")])

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"))
        try store.write { transaction in
            try transaction.addContact(sato)
            try transaction.addContact(mum)
        }
    }

    var taskID: String { get throws { try #require(try store.read { try $0.tasks() }.first).id } }

    @Test func linksKeepTheirOrderAndGoBothWays() throws {
        let taskID = try taskID
        try store.write { try $0.setContacts(["mum", "dr-sato", "mum"], ofTask: taskID) }
        #expect(try store.read { try $0.contactIDs(linkedToTask: taskID) } == ["mum", "dr-sato"])
        #expect(try store.read { try $0.taskIDs(linkedToContact: "dr-sato") } == [taskID])
        try store.write { try $0.setContacts(["dr-sato"], ofTask: taskID) }
        #expect(try store.read { try $0.taskIDs(linkedToContact: "mum") } == [])
    }

    @Test func anUnknownContactOrTaskLinksNothing() throws {
        let taskID = try taskID
        try store.write { try $0.setContacts(["mum"], ofTask: taskID) }
        #expect(throws: StoreError.contactNotFound(id: "dr-tanaka")) {
            try store.write { try $0.setContacts(["dr-sato", "dr-tanaka"], ofTask: taskID) }
        }
        #expect(throws: StoreError.taskNotFound(id: "nothing")) {
            try store.write { try $0.setContacts(["mum"], ofTask: "nothing") }
        }
        #expect(try store.read { try $0.contactIDs(linkedToTask: taskID) } == ["mum"])
    }

    @Test func removingAContactUnlinksItsTasks() throws {
        let taskID = try taskID
        try store.write { try $0.setContacts(["dr-sato", "mum"], ofTask: taskID) }
        try store.write { try $0.removeContact(id: "dr-sato") }
        #expect(try store.read { try $0.contactIDs(linkedToTask: taskID) } == ["mum"])
    }

    @Test func alertRulesRoundTripInOrder() throws {
        let taskID = try taskID
        let rules = [
            AlertRule(condition: .value(.atLeast, 8), action: .call, contactID: "dr-sato"),
            AlertRule(condition: .missedDoses(2), action: .message, contactID: "mum"),
            AlertRule(condition: .value(.below, 2.5), action: .email, contactID: "dr-sato"),
        ]
        try store.write { try $0.setAlertRules(rules, ofTask: taskID) }
        #expect(try store.read { try $0.alertRules(ofTask: taskID) } == rules)
        #expect(try store.read { try $0.taskIDs(alertingContact: "dr-sato") } == [taskID])
    }

    @Test func aContactAnAlertNamesIsNotRemoved() throws {
        let taskID = try taskID
        try store.write {
            try $0.setAlertRules([AlertRule(condition: .missedDoses(2), action: .message, contactID: "mum")], ofTask: taskID)
        }
        #expect(throws: StoreError.contactNamedByAlerts(id: "mum", taskIDs: [taskID])) {
            try store.write { try $0.removeContact(id: "mum") }
        }
        #expect(try store.read { try $0.contact(id: "mum") } == mum)
        #expect(throws: StoreError.contactNotFound(id: "nobody")) {
            try store.write {
                try $0.setAlertRules([AlertRule(condition: .value(.above, 1), action: .call, contactID: "nobody")], ofTask: taskID)
            }
        }
    }

    @Test func purgingATaskTakesItsLinksAndRules() throws {
        let taskID = try taskID
        try store.write { transaction in
            try transaction.setContacts(["mum"], ofTask: taskID)
            try transaction.setAlertRules([AlertRule(condition: .missedDoses(1), action: .call, contactID: "mum")], ofTask: taskID)
            try transaction.purgeTask(id: taskID)
        }
        #expect(try store.read { try $0.taskIDs(linkedToContact: "mum") } == [])
        try store.write { try $0.removeContact(id: "mum") }
    }
}
