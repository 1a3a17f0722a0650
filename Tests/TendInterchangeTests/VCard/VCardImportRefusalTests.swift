import Testing
import TendCore
import TendInterchange

/// A bad file is refused whole, with the reason and the line; ids are unique across an import.
@Suite struct VCardImportRefusalTests {
    private func read(_ text: String, file: String = "in.vcf") throws(VCardImportError) -> [VCardImportedContact] {
        try VCardImport.read([(name: file, bytes: Array(text.utf8))])
    }

    private func refusal(_ text: String) -> VCardImportError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aBrokenFoldNamesItsLine() {
        // The continuation lost its leading space: it reads as a line of its own, with no colon.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dr. Sato\r\nNOTE:a long note that was fol\r\nded badly\r\nEND:VCARD\r\n"
        #expect(refusal(text) == VCardImportError(.syntax(.missingColon), file: "in.vcf", line: 5))
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() {
        let photo = String(repeating: "A", count: 10 << 20)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nPHOTO:\(photo)\r\nEND:VCARD\r\n"
        #expect(refusal(text) == VCardImportError(.syntax(.fileTooLarge(limit: 8 << 20)), file: "in.vcf", line: nil))
    }

    @Test func aLineOverTheLimitNamesItsLine() {
        let photo = String(repeating: "A", count: 2 << 20)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nPHOTO:\(photo)\r\nEND:VCARD\r\n"
        #expect(refusal(text) == VCardImportError(.syntax(.lineTooLong(limit: 1 << 20)), file: "in.vcf", line: 4))
    }

    @Test(arguments: [
        ("", VCardImportError.Reason.noCards, nil as Int?),
        ("BEGIN:VCALENDAR\nEND:VCALENDAR\n", .notACard("VCALENDAR"), 1),
        ("BEGIN:VCARD\nVERSION:2.1\nFN:X\nEND:VCARD\n", .unsupportedVersion("2.1"), 2),
        ("BEGIN:VCARD\nFN:X\nEND:VCARD\n", .unsupportedVersion(nil), 1),
        ("BEGIN:VCARD\nVERSION:4.0\nNOTE:no name\nEND:VCARD\n", .missingName, 1),
        ("BEGIN:VCARD\nVERSION:3.0\nFN:X\nBEGIN:VCARD\nEND:VCARD\nEND:VCARD\n", .componentInsideCard("VCARD"), 4),
        ("BEGIN:VCARD\nVERSION:3.0\nFN:X\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Y\n", .syntax(.unclosedComponent("VCARD")), 5),
        ("BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:X\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:Y\nEND:VCARD\n", .repeatedUID("1"), 8),
        ("BEGIN:VCARD\nVERSION:3.0\nFN:X\u{1}\nEND:VCARD\n", .syntax(.controlCharacter), 3),
    ])
    func refused(_ text: String, _ reason: VCardImportError.Reason, _ line: Int?) {
        #expect(refusal(text) == VCardImportError(reason, file: "in.vcf", line: line))
    }

    @Test func notUTF8() {
        let bytes: [UInt8] = Array("BEGIN:VCARD\nVERSION:3.0\nFN:".utf8) + [0xFF, 0xFE] + Array("\nEND:VCARD\n".utf8)
        #expect(throws: VCardImportError(.syntax(.invalidUTF8), file: "b.vcf", line: 3)) {
            try VCardImport.read([(name: "b.vcf", bytes: bytes)])
        }
    }

    @Test func idsAreUniqueAcrossFilesAndATendUIDKeepsItsID() throws {
        let first = "BEGIN:VCARD\nVERSION:3.0\nFN:Kim\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nUID:tend-kim\nFN:Kim Park\nEND:VCARD\n"
        let second = "BEGIN:VCARD\nVERSION:4.0\nFN:Kim\nEND:VCARD\n"
        let contacts = try VCardImport.read([(name: "a.vcf", bytes: Array(first.utf8)), (name: "b.vcf", bytes: Array(second.utf8))])
        #expect(contacts.map(\.contact.id) == ["kim-2", "kim", "kim-3"])
        #expect(contacts.map(\.file) == ["a.vcf", "a.vcf", "b.vcf"])
        #expect(contacts.map(\.contact.extraVCard) == [nil, nil, nil])
    }

    @Test func aNameFromNWhenFNIsMissing() throws {
        let contacts = try read("BEGIN:VCARD\nVERSION:4.0\nN:Sato;Hanako;;Dr.;\nEND:VCARD\n")
        #expect(contacts.map(\.contact.name) == ["Dr. Hanako Sato"])
    }

    @Test func linesTendCannotReadAreKeptAndReported() throws {
        let contacts = try read("""
            BEGIN:VCARD
            VERSION:3.0
            FN:X
            GEO:somewhere
            TEL:
            CATEGORIES:Friends
            NOTE:one
            NOTE:two
            END:VCARD

            """)
        let contact = try #require(contacts.first)
        #expect(contact.contact.note == "one")
        #expect(contact.contact.extraVCard == "GEO:somewhere\nTEL:\nCATEGORIES:Friends\nNOTE:two")
        #expect(contact.notes == [
            VCardPropertyNote(line: 4, property: "GEO", disposition: .keptUnreadable),
            VCardPropertyNote(line: 5, property: "TEL", disposition: .keptUnreadable),
            VCardPropertyNote(line: 6, property: "CATEGORIES", disposition: .keptUnreadable),
            VCardPropertyNote(line: 8, property: "NOTE", disposition: .keptSecond),
        ])
    }
}

/// Which contact of the plan a card is: by its UID, else (with no UID) by its name.
@Suite struct VCardImportMatchingTests {
    @Test func aCardIsTheContactWithItsUIDElseANewOneUnlessItHasNoUID() throws {
        let existing = [
            Contact(id: "kim", name: "Kim", extraVCard: "UID:urn:uuid:1"),
            Contact(id: "sato", name: "Sato"),
        ]
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            UID:urn:uuid:1
            FN:Kim Park
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            UID:urn:uuid:2
            FN:Sato
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:Sato
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            UID:tend-mum
            FN:Mother
            END:VCARD

            """
        let contacts = try VCardImport.read([(name: "in.vcf", bytes: Array(text.utf8))], existing: existing)
        #expect(contacts.map(\.contact.id) == ["kim", "sato-2", "sato", "mum"])
        #expect(contacts.map(\.contact.extraVCard) == ["UID:urn:uuid:1", "UID:urn:uuid:2", nil, nil])
    }

    @Test func twoCardsForOneContactAreRefused() {
        let existing = [Contact(id: "kim", name: "Kim", extraVCard: "UID:urn:uuid:1")]
        let text = "BEGIN:VCARD\nVERSION:3.0\nUID:urn:uuid:1\nFN:Kim\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nUID:tend-kim\nFN:Kim\nEND:VCARD\n"
        #expect(throws: VCardImportError(.twoCardsForOneContact("kim"), file: "in.vcf", line: 8)) {
            try VCardImport.read([(name: "in.vcf", bytes: Array(text.utf8))], existing: existing)
        }
    }
}
