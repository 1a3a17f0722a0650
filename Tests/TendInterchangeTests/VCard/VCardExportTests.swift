import Testing
import TendCore
import TendInterchange

/// The exact vCard 3.0 tend writes, its UIDs and its vdir file names.
@Suite struct VCardExportTests {
    @Test func theExactCard() {
        let contact = Contact(
            id: "dr-sato", name: "Dr. Sato, Hanako", nameParts: PersonNameParts(prefix: "Dr.", given: "Hanako", family: "Sato"),
            title: "GP", role: "prescribes the painkillers", organization: "Clinic", category: .careTeam,
            phones: [LabeledValue(label: "work", value: "+81 3-1234-5678"), LabeledValue(label: "clinic", value: "+81 3-1234-0000")],
            messagingNumbers: [LabeledValue(label: "cell", value: "+81 90-1234-5678")],
            emails: [LabeledValue(value: "sato@example.jp")],
            address: "1-2-3 Marunouchi\nTokyo", coordinates: GeoCoordinates(latitude: 35.6812, longitude: 139.7671),
            note: "Afternoons only; bring the diary")
        #expect(VCardExport.text(for: [contact]) == """
            BEGIN:VCARD\r
            VERSION:3.0\r
            PRODID:-//tend//tend//EN\r
            UID:tend-dr-sato\r
            FN:Dr. Sato\\, Hanako\r
            N:Sato;Hanako;;Dr.;\r
            ORG:Clinic\r
            TITLE:GP\r
            ROLE:prescribes the painkillers\r
            CATEGORIES:care-team\r
            TEL;TYPE=work,pref:+81 3-1234-5678\r
            item1.TEL:+81 3-1234-0000\r
            item1.X-ABLABEL:clinic\r
            TEL;TYPE=cell,text:+81 90-1234-5678\r
            EMAIL:sato@example.jp\r
            ADR:;;1-2-3 Marunouchi\\nTokyo;;;;\r
            GEO:35.6812;139.7671\r
            NOTE:Afternoons only\\; bring the diary\r
            END:VCARD\r

            """)
    }

    /// A contact added with only a full name gets an `N` made from it, never `N:;;;;`; a number
    /// labelled `mobile` is vCard's `TYPE=cell`.
    @Test func aNameWithoutPartsAndAMobileNumber() {
        let contact = Contact(id: "weber", name: "Dr. Anna Maria Weber", phones: [LabeledValue(label: "mobile", value: "+49 170 1234567")])
        let text = VCardExport.text(for: [contact])
        #expect(text.contains("N:Weber;Anna Maria;;Dr.;\r\n"))
        #expect(text.contains("TEL;TYPE=cell:+49 170 1234567\r\n"))
        #expect(VCardExport.text(for: [Contact(id: "ann", name: "Ann")]).contains("N:Ann;;;;\r\n"))
    }

    @Test func groupsForLabelsSkipTheOnesKeptLinesUse() {
        let contact = Contact(id: "a", name: "A", phones: [LabeledValue(label: "clinic", value: "1")],
                              extraVCard: "item1.URL:https://example.org\nitem1.X-ABLABEL:site")
        let text = VCardExport.text(for: [contact])
        #expect(text.contains("item2.TEL:1\r\nitem2.X-ABLABEL:clinic\r\n"))
        #expect(text.contains("item1.URL:https://example.org\r\nitem1.X-ABLABEL:site\r\n"))
    }

    @Test(arguments: [
        (0.00001, "0.00001"), (-1e-7, "-0.0000001"), (35.0, "35"), (139.767125, "139.767125"), (-90, "-90"), (1.5e-5, "0.000015"),
    ])
    func coordinatesAreWrittenWithoutAnExponent(_ value: Double, _ text: String) throws {
        let contact = Contact(id: "a", name: "A", coordinates: GeoCoordinates(latitude: 0, longitude: value))
        #expect(VCardExport.text(for: [contact]).contains("GEO:0;\(text)\r\n"))
    }

    @Test(arguments: [
        ("UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1", "urn%3Auuid%3A4fbe8971-0bc3-424c-9c26-36c3e1eff6b1.vcf"),
        ("UID:../../etc/passwd", "%2E.%2F..%2Fetc%2Fpasswd.vcf"),
        ("UID:abc@example.org", "abc@example.org.vcf"),
        ("UID:.hidden", "%2Ehidden.vcf"),
    ])
    func fileNamesAreTheUIDMadeSafe(_ line: String, _ name: String) {
        #expect(VCardUID.fileName(of: Contact(id: "x", name: "X", extraVCard: line)) == name)
    }

    @Test func aContactMadeInTendIsNamedByItsID() {
        let contact = Contact(id: "佐藤-花子", name: "佐藤 花子")
        #expect(VCardUID.of(contact) == "tend-佐藤-花子")
        #expect(VCardUID.fileName(of: contact) == "tend-%E4%BD%90%E8%97%A4-%E8%8A%B1%E5%AD%90.vcf")
    }
}
