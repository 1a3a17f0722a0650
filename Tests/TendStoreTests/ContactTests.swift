import TendCore
import Testing
@testable import TendStore

@Suite struct ContactTests {
    let directory: TemporaryDirectory
    let store: CareStore
    let doctor = Contact(
        id: "dr-sato", name: "Dr. Sato Hanako",
        nameParts: PersonNameParts(prefix: "Dr.", given: "Hanako", family: "Sato", suffix: "MD"),
        title: "General practitioner", role: "prescribes the painkillers", organization: "Chiyoda Clinic",
        category: .careTeam,
        phones: [
            LabeledValue(label: "clinic", value: "+81 3-1234-5678"),
            LabeledValue(label: "mobile", value: "+81 90-1111-2222"),
            LabeledValue(label: "clinic", value: "+81 3-1234-0000"),
        ],
        messagingNumbers: [LabeledValue(value: "+81 90-1111-2222")],
        emails: [LabeledValue(label: "work", value: "sato@example.jp")],
        address: "1-1 Chiyoda\nTokyo 100-0001", coordinates: GeoCoordinates(latitude: 35.6812, longitude: 139.7671),
        note: "Mornings only", extraVCard: "X-ABUID:1234\nBDAY:1970-01-01"
    )

    init() throws {
        directory = try TemporaryDirectory()
        store = try CareStore(path: directory.file("tend.db"))
    }

    @Test func everyFieldRoundTripsAndListsByName() throws {
        let pharmacist = Contact(id: "pharmacy", name: "city pharmacy")
        try store.write { transaction in
            try transaction.addContact(pharmacist)
            try transaction.addContact(doctor)
        }
        #expect(try store.read { try $0.contact(id: "dr-sato") } == doctor)
        #expect(try store.read { try $0.contacts() } == [pharmacist, doctor])
    }

    /// CareKit sorts numbers by label and collapses equal labels; the store keeps both the order
    /// and the repeats.
    @Test func numbersKeepTheirOrderAndRepeatedLabels() throws {
        try store.write { try $0.addContact(doctor) }
        let phones = try #require(try store.read { try $0.contact(id: "dr-sato") }).phones
        #expect(phones.map(\.label) == ["clinic", "mobile", "clinic"])
        #expect(phones.map(\.value) == ["+81 3-1234-5678", "+81 90-1111-2222", "+81 3-1234-0000"])
    }

    @Test func takenIdIsRefused() throws {
        try store.write { try $0.addContact(doctor) }
        #expect(throws: StoreError.contactExists(id: "dr-sato")) { try store.write { try $0.addContact(doctor) } }
        #expect(try store.read { try $0.contact(id: "dr-sato") } == doctor)
    }

    @Test func updateReplacesTheNumbersAndRemoveTakesThemAway() throws {
        try store.write { try $0.addContact(doctor) }
        var moved = doctor
        moved.address = "2-2 Shibuya, Tokyo"
        moved.coordinates = nil
        moved.phones = [LabeledValue(label: "new clinic", value: "+81 3-9999-0000")]
        moved.messagingNumbers = []
        moved.category = nil
        moved.nameParts.suffix = nil
        try store.write { try $0.updateContact(moved) }
        #expect(try store.read { try $0.contact(id: "dr-sato") } == moved)
        try store.write { try $0.removeContact(id: "dr-sato") }
        #expect(try store.read { try $0.contacts() }.isEmpty)
        let rows = try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM contact_values")
        #expect(rows == ["0"])
    }

    @Test func updatingOrRemovingAnUnknownContactThrows() throws {
        #expect(throws: StoreError.contactNotFound(id: "dr-sato")) { try store.write { try $0.updateContact(doctor) } }
        #expect(throws: StoreError.contactNotFound(id: "dr-sato")) { try store.write { try $0.removeContact(id: "dr-sato") } }
    }

    @Test func coordinatesOutOfRangeAreNoCoordinates() {
        #expect(GeoCoordinates(latitude: 90.5, longitude: 0) == nil)
        #expect(GeoCoordinates(latitude: 0, longitude: -180.01) == nil)
        #expect(GeoCoordinates(latitude: .nan, longitude: 0) == nil)
        #expect(GeoCoordinates(latitude: -90, longitude: 180) != nil)
    }
}
