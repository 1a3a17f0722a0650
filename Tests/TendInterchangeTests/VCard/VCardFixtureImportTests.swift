import Testing
import TendCore
import TendInterchange

/// The fixtures in the shapes of RFC 2426 and RFC 6350's examples, khard's and Nextcloud's
/// writers (3.0 and 4.0) import with every field in place, each list in the card's order of
/// preference, and every line tend does not map reported by its line.
@Suite struct VCardFixtureImportTests {
    private func phone(_ label: String?, _ value: String) -> LabeledValue { LabeledValue(label: label, value: value) }

    @Test func rfc2426() throws {
        let cards = try VCardFixtures.imported("rfc2426.vcf")
        #expect(cards.map(\.contact.id) == ["frank-dawson", "tim-howes"])
        #expect(cards.map(\.line) == [1, 14])
        var frank = cards[0].contact
        #expect(frank.extraVCard == """
            ADR;X-TEND-MAPPED;TYPE=WORK,POSTAL,PARCEL:;;6544 Battleford Drive;Raleigh;NC;27613-3502;U.S.A.
            URL:http://home.earthlink.net/~fdawson
            """)
        frank.extraVCard = nil
        #expect(frank == Contact(
            id: "frank-dawson", name: "Frank Dawson", organization: "Lotus Development Corporation",
            phones: [phone("msg,work", "+1-919-676-9515"), phone("fax,work", "+1-919-676-9564")],
            emails: [phone(nil, "Frank_Dawson@Lotus.com"), phone(nil, "fdawson@earthlink.net")],
            address: "6544 Battleford Drive\nRaleigh\nNC\n27613-3502\nU.S.A."))
        #expect(cards[0].notes == [VCardPropertyNote(line: 11, property: "URL", disposition: .keptNotMapped)])
        #expect(cards[1].contact.address == "501 E. Middlefield Rd.\nMountain View\nCA\n94043\nU.S.A.")
        #expect(cards[1].notes.isEmpty)
    }

    @Test func rfc6350() throws {
        let cards = try VCardFixtures.imported("rfc6350.vcf")
        var simon = try #require(cards.first?.contact)
        #expect(simon.extraVCard == """
            N;X-TEND-MAPPED:Perreault;Simon;;;ing. jr,M.Sc.
            ORG;X-TEND-MAPPED;TYPE=work:Viagenie
            ADR;X-TEND-MAPPED;TYPE=work:;Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada
            BDAY:--0203
            ANNIVERSARY:20090808T1430-0500
            GENDER:M
            LANG;PREF=1:fr
            LANG;PREF=2:en
            KEY;TYPE=work;VALUE=uri:http://www.viagenie.ca/simon.perreault/simon.asc
            TZ:-0500
            URL;TYPE=home:http://nomis80.org
            """)
        simon.extraVCard = nil
        // The second number says voice and text: it is both a phone and a messaging number.
        #expect(simon == Contact(
            id: "simon-perreault", name: "Simon Perreault",
            nameParts: PersonNameParts(given: "Simon", family: "Perreault", suffix: "ing. jr,M.Sc."),
            organization: "Viagenie",
            phones: [phone("work", "+1-418-656-9254;ext=102"), phone("work,cell,video", "+1-418-262-6501")],
            messagingNumbers: [phone("work,cell,video", "+1-418-262-6501")],
            emails: [phone("work", "simon.perreault@viagenie.ca")],
            address: "Suite D2-630\n2875 Laurier\nQuebec\nQC\nG1V 2M2\nCanada",
            coordinates: GeoCoordinates(latitude: 46.772673, longitude: -71.282945)))
        #expect(cards[0].notes.map(\.line) == [5, 6, 7, 8, 9, 17, 19, 20])
        #expect(cards[0].notes.map(\.property) == ["BDAY", "ANNIVERSARY", "GENDER", "LANG", "LANG", "KEY", "TZ", "URL"])
        #expect(cards[0].notes.allSatisfy { $0.disposition == .keptNotMapped })
    }

    @Test func khard30() throws {
        let cards = try VCardFixtures.imported("khard-3.0.vcf")
        #expect(cards.map(\.contact.id) == ["dr-hanako-sato", "佐藤-花子"])
        var sato = cards[0].contact
        #expect(sato.extraVCard == """
            UID:6f1c1b1e-8a53-4a8f-9d1e-2f3c4b5a6d7e
            CATEGORIES;X-TEND-MAPPED:care team
            ADR;X-TEND-MAPPED;TYPE=work:;;1-2-3 Marunouchi;Chiyoda-ku;Tokyo;100-0005;Japan
            BDAY:19700315
            """)
        sato.extraVCard = nil
        #expect(sato == Contact(
            id: "dr-hanako-sato", name: "Dr. Hanako Sato", nameParts: PersonNameParts(prefix: "Dr.", given: "Hanako", family: "Sato"),
            title: "General practitioner", role: "prescribes the painkillers", organization: "Marunouchi Clinic",
            category: .careTeam,
            phones: [phone("work", "+81 3-1234-5678"), phone("reception", "+81 3-1234-0000"), phone("cell", "+81 90-1234-5678")],
            emails: [phone("work", "hanako.sato@example.jp")],
            address: "1-2-3 Marunouchi\nChiyoda-ku\nTokyo\n100-0005\nJapan",
            note: "Ask for the afternoon slot, not the morning.\nBring the pain diary."))
        #expect(cards[0].notes == [
            VCardPropertyNote(line: 3, property: "PRODID", disposition: .dropped),
            VCardPropertyNote(line: 17, property: "BDAY", disposition: .keptNotMapped),
        ])
        #expect(cards[1].contact == Contact(
            id: "佐藤-花子", name: "佐藤 花子", nameParts: PersonNameParts(given: "花子", family: "佐藤"), category: .family,
            phones: [phone("home", "03-9876-5432"), phone("ショートメール", "090-1111-2222")],
            emails: [phone("私用", "hanako@example.jp")],
            extraVCard: "UID:0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d"))
    }

    @Test func khard40() throws {
        let cards = try VCardFixtures.imported("khard-4.0.vcf")
        #expect(cards.map(\.contact) == [Contact(
            id: "mum", name: "Mum", nameParts: PersonNameParts(given: "Yoko", family: "Tanaka"), category: .family,
            phones: [phone("cell", "+81-90-5555-0101")], messagingNumbers: [phone(nil, "+81-90-5555-0101")],
            emails: [phone("home", "yoko@example.org"), phone("work", "yoko.tanaka@example.com")],
            extraVCard: "UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1\nCATEGORIES;X-TEND-MAPPED:Family\nNICKNAME:Mum")])
    }

    @Test func nextcloud30() throws {
        let cards = try VCardFixtures.imported("nextcloud-3.0.vcf")
        var kim = try #require(cards.first?.contact)
        #expect(kim.extraVCard?.hasPrefix("""
            UID:b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10
            ORG;X-TEND-MAPPED:Shinjuku Hospital;Home care
            CATEGORIES;X-TEND-MAPPED:Care Team,Hospital
            ADR;X-TEND-MAPPED;TYPE=WORK:;;4-5-6 Shinjuku;Shinjuku-ku;Tokyo;160-0022;Japan
            X-SOCIALPROFILE;TYPE=mastodon:https://example.social/@kim
            PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0
            """) == true)
        kim.extraVCard = nil
        #expect(kim == Contact(
            id: "kim-nurse", name: "Kim Nurse", nameParts: PersonNameParts(given: "Kim", family: "Nurse", suffix: "RN"),
            title: "District nurse", organization: "Shinjuku Hospital, Home care", category: .careTeam,
            phones: [phone("work", "+81 3-5555-0199"), phone("cell", "+81 80-5555-0123")],
            emails: [phone("work", "kim@example-hospital.jp")],
            address: "4-5-6 Shinjuku\nShinjuku-ku\nTokyo\n160-0022\nJapan",
            coordinates: GeoCoordinates(latitude: 35.6938, longitude: 139.7034),
            note: "Visits on Tuesdays; call before 9."))
        #expect(cards[0].notes == [
            VCardPropertyNote(line: 3, property: "PRODID", disposition: .dropped),
            VCardPropertyNote(line: 16, property: "REV", disposition: .dropped),
            VCardPropertyNote(line: 17, property: "X-SOCIALPROFILE", disposition: .keptNotMapped),
            VCardPropertyNote(line: 18, property: "PHOTO", disposition: .keptNotMapped),
        ])
    }

    @Test func nextcloud40() throws {
        let cards = try VCardFixtures.imported("nextcloud-4.0.vcf")
        // PREF=1 puts the night address first although it is written second.
        #expect(cards.map(\.contact) == [Contact(
            id: "city-emergency-line", name: "City Emergency Line", organization: "City of Chiyoda", category: .emergency,
            phones: [phone("work", "+81-3-5211-4242")], messagingNumbers: [phone(nil, "+81-90-0000-4242")],
            emails: [phone("home", "night@example.city"), phone("work", "help@example.city")],
            address: "1-2-1 Kudan-minami\nChiyoda-ku", coordinates: GeoCoordinates(latitude: 35.694, longitude: 139.7536),
            extraVCard: """
                UID:c3e5f7a9-1b2d-4e6f-8a0c-2e4f6a8b0c1d
                CATEGORIES;X-TEND-MAPPED:Emergency
                ADR;X-TEND-MAPPED;TYPE=WORK;LABEL=1-2-1 Kudan-minami^nChiyoda-ku:;;1-2-1 Kudan-minami;Chiyoda-ku;;;
                URL;TYPE=WORK:https://example.city/emergency
                """)])
        #expect(cards[0].notes.map(\.property) == ["PRODID", "URL", "REV"])
    }
}
