import TendCore
import Testing
@testable import TendStore

@Suite struct ContactTests {
    let directory: TemporaryDirectory
    let store: CareStore
    let doctor = Contact(
        id: "dr-tanaka", name: "Dr. Tanaka Yuki", role: "general practitioner", phone: "+81 3-1234-5678",
        email: "tanaka@example.jp", address: "1-1 Chiyoda, Tokyo", note: "Mornings only"
    )

    init() throws {
        directory = try TemporaryDirectory()
        store = try CareStore(path: directory.file("tend.db"))
    }

    @Test func contactRoundTripsAndListsByName() throws {
        let pharmacist = Contact(id: "pharmacy", name: "city pharmacy")
        try store.write { transaction in
            try transaction.addContact(pharmacist)
            try transaction.addContact(doctor)
        }
        #expect(try store.read { try $0.contact(id: "dr-tanaka") } == doctor)
        #expect(try store.read { try $0.contacts() } == [pharmacist, doctor])
    }

    @Test func takenIdIsRefused() throws {
        try store.write { try $0.addContact(doctor) }
        #expect(throws: StoreError.contactExists(id: "dr-tanaka")) { try store.write { try $0.addContact(doctor) } }
    }

    @Test func updateAndRemove() throws {
        try store.write { try $0.addContact(doctor) }
        var moved = doctor
        moved.address = "2-2 Shibuya, Tokyo"
        moved.phone = nil
        try store.write { try $0.updateContact(moved) }
        #expect(try store.read { try $0.contact(id: "dr-tanaka") } == moved)
        try store.write { try $0.removeContact(id: "dr-tanaka") }
        #expect(try store.read { try $0.contacts() }.isEmpty)
    }

    @Test func updatingOrRemovingAnUnknownContactThrows() throws {
        #expect(throws: StoreError.contactNotFound(id: "dr-tanaka")) { try store.write { try $0.updateContact(doctor) } }
        #expect(throws: StoreError.contactNotFound(id: "dr-tanaka")) { try store.write { try $0.removeContact(id: "dr-tanaka") } }
    }
}
