import Foundation
import TendCore
import TendStore

/// A scratch directory with a database for the vCard tests: contacts written through the real
/// store, files beside it, and the fixtures of `Tests/Fixtures/vcard/`.
struct VCardScratch {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-vcard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The environment for `tend` on the database `database` (default `tend.db`).
    func environment(database: String = "tend.db") -> [String: String] {
        ["TEND_DB": path(database), "TZ": "UTC"]
    }

    /// Adds `contacts` to the database `database` as `tend contact add` would.
    func add(_ contacts: [Contact], database: String = "tend.db") throws {
        let store = try CareStore(path: path(database))
        try store.write { transaction in
            for contact in contacts { try transaction.addContact(contact) }
        }
    }

    /// Every contact of the database `database`.
    func contacts(database: String = "tend.db") throws -> [Contact] {
        try CareStore(path: path(database)).read { try $0.contacts() }
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/vcard/\(name)").path
    }

    /// A care team as tend's own commands make it: no vCard lines kept.
    static let careTeam = [
        Contact(
            id: "dr-sato", name: "Dr. 佐藤 花子", nameParts: PersonNameParts(prefix: "Dr.", given: "花子", family: "佐藤"),
            title: "General practitioner", role: "prescribes the painkillers", organization: "Marunouchi Clinic",
            category: .careTeam,
            phones: [LabeledValue(label: "work", value: "+81 3-1234-5678"), LabeledValue(label: "clinic", value: "+81 3-1234-0000"),
                     LabeledValue(label: "clinic", value: "+81 3-1234-0001")],
            messagingNumbers: [LabeledValue(label: "cell", value: "+81 90-1234-5678")],
            emails: [LabeledValue(label: "work", value: "sato@example.jp")],
            address: "1-2-3 Marunouchi\nChiyoda-ku, Tokyo", coordinates: GeoCoordinates(latitude: 35.681236, longitude: 139.767125),
            note: "Afternoons only; bring the pain diary, please."),
        Contact(id: "mum", name: "Mum", nameParts: PersonNameParts(given: "Yoko", family: "Tanaka"), category: .family,
                phones: [LabeledValue(label: "home", value: "+44 20 7946 0000")],
                messagingNumbers: [LabeledValue(value: "+44 7700 900123")], emails: [LabeledValue(value: "yoko@example.org")]),
    ]
}
