import TendCore
import Testing

@Suite struct ContactLinkTests {
    let sato = Contact(
        id: "dr-sato", name: "Dr. Sato",
        phones: [LabeledValue(label: "clinic", value: "+81 3-1234-5678"), LabeledValue(label: "Mobile", value: "(090) 1111.2222")],
        messagingNumbers: [LabeledValue(value: "+81 90-1111-2222")],
        emails: [LabeledValue(label: "work", value: "sato+clinic@example.jp"), LabeledValue(label: "home", value: "はなこ@例え.jp")],
        address: "1-1 Chiyoda\n  Tokyo 100-0001 ", coordinates: GeoCoordinates(latitude: 35.6812, longitude: 139)
    )

    func uris(_ action: ContactAction, label: String? = nil, of contact: Contact? = nil) throws -> [String] {
        try ContactLinkBuilder.link(action, of: contact ?? sato, label: label).get().uris
    }

    @Test func telKeepsThePlusAndOnlyDigits() throws {
        #expect(try uris(.call) == ["tel:+81312345678"])
        #expect(try uris(.call, label: "mobile") == ["tel:09011112222"])
        #expect(try uris(.message) == ["sms:+819011112222"])
    }

    /// An extension, in any of the forms people and vCards write, is RFC 3966's `;ext=`, never
    /// more digits of the number; a number with one is a number tend accepts.
    @Test(arguments: ["+1-555-555-5555;ext=5555", "+1 555 555 5555 ext. 5555", "+1 555 555 5555 ext 5555",
                      "+1 555 555 5555 x5555", "+1-555-555-5555x5555", "+1 555 555 5555 X 5555"])
    func anExtensionStaysAnExtension(number: String) throws {
        let contact = Contact(id: "desk", name: "Desk", phones: [LabeledValue(value: number)])
        #expect(try uris(.call, of: contact) == ["tel:+15555555555;ext=5555"])
        #expect(ContactValueCheck.problem(withNumber: number) == nil)
    }

    @Test func whatIsNoExtensionIsLeftAsItIs() {
        #expect(PhoneExtension.split("+1 555 555 5555").extension == nil)
        #expect(PhoneExtension.split("x12").extension == nil)
        #expect(ContactValueCheck.problem(withNumber: "fax12") == .numberCharacter("f"))
        #expect(ContactValueCheck.problem(withNumber: "555 ext.") == .numberCharacter("e"))
    }

    @Test func mailtoEncodesWhatAURICannotCarry() throws {
        #expect(try uris(.email) == ["mailto:sato+clinic@example.jp"])
        #expect(try uris(.email, label: "HOME") == ["mailto:%E3%81%AF%E3%81%AA%E3%81%93@%E4%BE%8B%E3%81%88.jp"])
    }

    @Test func mapPrefersGeoFromCoordinatesThenAnOpenStreetMapPage() throws {
        let link = try ContactLinkBuilder.link(.map, of: sato).get()
        #expect(link.text == "1-1 Chiyoda, Tokyo 100-0001")
        #expect(link.uris == ["geo:35.6812,139", "https://www.openstreetmap.org/?mlat=35.6812&mlon=139#map=17/35.6812/139"])
        var noPoint = sato
        noPoint.coordinates = nil
        #expect(try uris(.map, of: noPoint) == ["https://www.openstreetmap.org/search?query=1-1%20Chiyoda%2C%20Tokyo%20100-0001"])
    }

    @Test func whatIsMissingIsSaid() {
        let nobody = Contact(id: "x", name: "X", phones: [LabeledValue(label: "home", value: "1")])
        #expect(ContactLinkBuilder.link(.email, of: nobody) == .failure(.nothingFor(.email)))
        #expect(ContactLinkBuilder.link(.map, of: nobody) == .failure(.nothingFor(.map)))
        #expect(ContactLinkBuilder.link(.call, of: nobody, label: "work") == .failure(.noSuchLabel("work", among: ["home"])))
        #expect(ContactLinkBuilder.link(.map, of: sato, label: "home") == .failure(.mapHasNoLabels))
    }

    @Test(arguments: [
        ("+81 3-1234-5678", nil), ("(0)30 1234/56", nil), ("0800 CALL NOW", .numberCharacter("C")),
        ("12+3", .plusNotFirst), ("--", .numberWithoutDigits), ("١٢٣", .numberCharacter("١")),
    ] as [(String, ContactValueCheck.Problem?)])
    func numbers(number: String, problem: ContactValueCheck.Problem?) {
        #expect(ContactValueCheck.problem(withNumber: number) == problem)
    }

    @Test(arguments: [
        ("sato@example.jp", nil), ("sato.example.jp", .addressWithoutAt), ("@example.jp", .addressWithoutAt),
        ("sato@", .addressWithoutAt), ("sa to@example.jp", .addressCharacter(" ")), ("a@b@c", .addressCharacter("@")),
    ] as [(String, ContactValueCheck.Problem?)])
    func addresses(address: String, problem: ContactValueCheck.Problem?) {
        #expect(ContactValueCheck.problem(withAddress: address) == problem)
    }
}
