import TendCore
import TendTerminal

/// The care team of the sample plan: a Japanese doctor with every field, an emergency line, a
/// family member with a long name, and a contact with nothing to act on yet.
enum SampleContacts {
    static let sato = Contact(
        id: "dr-sato", name: "佐藤 花子",
        nameParts: PersonNameParts(prefix: "Dr.", given: "花子", family: "佐藤"),
        title: "General practitioner", role: "Prescribes the painkillers. Call the clinic first; the mobile is for evenings.",
        organization: "千代田クリニック", category: .careTeam,
        phones: [
            LabeledValue(label: "clinic", value: "+81 3-1234-5678"),
            LabeledValue(label: "mobile", value: "+81 90-1111-2222"),
        ],
        messagingNumbers: [LabeledValue(label: "mobile", value: "+81 90-1111-2222")],
        emails: [LabeledValue(label: "work", value: "sato@chiyoda-clinic.example.jp")],
        address: "1-1 Chiyoda, Chiyoda-ku\nTokyo 100-0001", coordinates: GeoCoordinates(latitude: 35.6812, longitude: 139.7671),
        note: "Mornings only on Saturdays."
    )

    static let emergency = Contact(
        id: "emergency", name: "Emergency services", category: .emergency, phones: [LabeledValue(value: "119")])

    static let mum = Contact(
        id: "mum", name: "Margaret Elizabeth Thornton-Whitaker", category: .family,
        messagingNumbers: [LabeledValue(value: "+44 7700 900123")], emails: [LabeledValue(value: "mum@example.org")])

    static let pharmacy = Contact(id: "pharmacy", name: "City pharmacy")

    static let all = [sato, emergency, mum, pharmacy]

    static let detailView = ContactDetailView(contact: sato, tasks: [
        LinkedTask(id: "ibuprofen", title: "イブプロフェン"), LinkedTask(id: "pain", title: "Pain"),
    ])
}
