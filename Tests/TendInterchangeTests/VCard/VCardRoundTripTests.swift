import Testing
import TendCore
import TendInterchange

/// tend → vCard → tend gives the contacts back exactly; a card from elsewhere goes through tend
/// and out again with every line it had; a field changed in tend is written as changed.
@Suite struct VCardRoundTripTests {
    static let contacts = [
        Contact(
            id: "dr-sato", name: "Dr. 佐藤 花子", nameParts: PersonNameParts(prefix: "Dr.", given: "花子", family: "佐藤", suffix: "MD"),
            title: "General practitioner", role: "prescribes the painkillers; call before 9, not after",
            organization: "Marunouchi Clinic, 2nd floor", category: .careTeam,
            phones: [LabeledValue(label: "work", value: "+81 3-1234-5678"), LabeledValue(label: "clinic", value: "+81 3-1234-0000"),
                     LabeledValue(label: "clinic", value: "+81 3-1234-0001"), LabeledValue(value: "+81 90-1234-5678"),
                     LabeledValue(label: "work,cell", value: "+81 90-0000-0000"), LabeledValue(label: "Work", value: "1")],
            messagingNumbers: [LabeledValue(label: "cell", value: "+81 90-1234-5678"), LabeledValue(label: "夜間", value: "+81 80-1")],
            emails: [LabeledValue(label: "home", value: "hanako@example.jp"), LabeledValue(label: "a;b, c\\d", value: "x@example.jp")],
            address: "1-2-3 Marunouchi\nChiyoda-ku, Tokyo; Japan", coordinates: GeoCoordinates(latitude: 35.681236, longitude: 139.767125),
            note: "Line one,\nline two; with \\ a backslash and a very long text that needs folding across physical lines"),
        Contact(id: "mum", name: "Mum", category: .family, messagingNumbers: [LabeledValue(value: "+44 7700 900123")]),
        Contact(id: "ambulance", name: "Ambulance", category: .emergency, phones: [LabeledValue(value: "119")],
                coordinates: GeoCoordinates(latitude: -0.00001, longitude: 1e-7)),
    ]

    private func reimport(_ contacts: [Contact]) throws -> [Contact] {
        try VCardImport.read([(name: "export.vcf", bytes: Array(VCardExport.text(for: contacts).utf8))]).map(\.contact)
    }

    @Test func tendToVCardToTendIsExact() throws {
        #expect(try reimport(Self.contacts) == Self.contacts)
    }

    @Test(arguments: ["rfc2426.vcf", "rfc6350.vcf", "khard-3.0.vcf", "khard-4.0.vcf", "nextcloud-3.0.vcf", "nextcloud-4.0.vcf"])
    func aCardFromElsewhereGoesOutWithEveryLine(_ fixture: String) throws {
        let imported = try VCardFixtures.imported(fixture).map(\.contact)
        #expect(try reimport(imported) == imported)
        // Every line of the fixture is in the export as it was, but for VERSION, the writer's
        // stamps, and the lines written from tend's lists and coordinates (TEL, EMAIL and their
        // labels, GEO), which hold the same values in vCard 3.0's form.
        let exported = VCardExport.text(for: imported)
        let original = try VCardFixtures.bytes(fixture)
        let document = try ContentComponentReader.read(original)
        let written = try ContentComponentReader.read(Array(exported.utf8))
        for (card, out) in zip(document.components, written.components) {
            let lines = Set(out.properties.map { ContentLineWriter.unfolded(ContentLine(group: $0.group, name: $0.name, parameters: $0.parameters, value: $0.value)) })
            for property in card.properties where !["VERSION", "PRODID", "REV", "GEO", "TEL", "EMAIL", "X-ABLABEL"].contains(property.name) {
                let text = ContentLineWriter.unfolded(ContentLine(group: property.group, name: property.name,
                                                                  parameters: property.parameters, value: property.value))
                #expect(lines.contains(text), "\(fixture) line \(property.line): \(text)")
            }
        }
    }

    @Test func aChangedFieldDropsTheLineItWasReadFrom() throws {
        var kim = try #require(VCardFixtures.imported("nextcloud-3.0.vcf").first?.contact)
        let unchanged = VCardExport.text(for: [kim])
        #expect(unchanged.contains("ADR;TYPE=WORK:;;4-5-6 Shinjuku;Shinjuku-ku;Tokyo;160-0022;Japan\r\n"))
        kim.address = "7-8-9 Yoyogi\nShibuya-ku"
        kim.organization = nil
        let changed = VCardExport.text(for: [kim])
        #expect(changed.contains("ADR:;;7-8-9 Yoyogi\\nShibuya-ku;;;;\r\n"))
        #expect(!changed.contains("Shinjuku-ku"))
        #expect(!changed.contains("ORG"))
        #expect(changed.contains("UID:b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10\r\n"))
    }
}
