import TendArguments
import TendCore

/// The options `contact add` and `contact edit` share, and how they are read. An empty text
/// (`--title ''`) removes the field in `edit`, as `tend edit --instructions ''` does for tasks.
struct ContactFields: ParsableArguments {
    /// The categories `--category` takes, and `none` for no category.
    enum CategoryChoice: String, CaseIterable, Sendable {
        case careTeam = "care-team"
        case emergency
        case family
        case none

        var category: ContactCategory? { ContactCategory(rawValue: rawValue) }
    }

    static let title = Option<String?>("--title", value: "title", help: "A job title, such as 'General practitioner'.")
    static let role = Option<String?>(
        "--role", value: "text", help: "What they do for this person ('prescribes the painkillers'), shown as instructions.")
    static let organization = Option<String?>("--organization", value: "name", help: "Where they work, such as a clinic.")
    static let category = Option<CategoryChoice?>(
        "--category", value: "category", help: "care-team, emergency or family; none for no category.")
    static let prefix = Option<String?>("--prefix", value: "text", help: "The part of the name before it, such as Dr.")
    static let given = Option<String?>("--given", value: "name", help: "The given name.")
    static let family = Option<String?>("--family", value: "name", help: "The family name.")
    static let suffix = Option<String?>("--suffix", value: "text", help: "The part of the name after it, such as Jr.")
    static let phone = Option<[String]>(
        "--phone", value: "[label=]number",
        help: "A number to call, such as clinic=+81 3-1234-5678; give several, in the order to try them.")
    static let message = Option<[String]>(
        "--message", value: "[label=]number", help: "A number for text messages; give several, the preferred first.")
    static let email = Option<[String]>(
        "--email", value: "[label=]address", help: "An e-mail address; give several, the preferred first.")
    static let address = Option<String?>(
        "--address", value: "text", help: "A postal address; its lines may be separated by line breaks.")
    static let geo = Option<String?>(
        "--geo", value: "lat,lon", help: "Where the address is, in degrees, such as 35.6812,139.7671, for the map.")
    static let note = Option<String?>("--note", value: "text", help: "A note shown with the contact.")
    static let declarations: [any ArgumentDeclaration] =
        [title, role, organization, category, prefix, given, family, suffix, phone, message, email, address, geo, note]

    var title: String?
    var role: String?
    var organization: String?
    var category: CategoryChoice?
    var prefix: String?
    var given: String?
    var family: String?
    var suffix: String?
    var phones: [String]
    var messages: [String]
    var emails: [String]
    var address: String?
    var geo: String?
    var note: String?

    init(from parsed: ParsedArguments) {
        title = parsed[Self.title]
        role = parsed[Self.role]
        organization = parsed[Self.organization]
        category = parsed[Self.category]
        prefix = parsed[Self.prefix]
        given = parsed[Self.given]
        family = parsed[Self.family]
        suffix = parsed[Self.suffix]
        phones = parsed[Self.phone]
        messages = parsed[Self.message]
        emails = parsed[Self.email]
        address = parsed[Self.address]
        geo = parsed[Self.geo]
        note = parsed[Self.note]
    }

    /// The fields checked and read: what `add` gives a new contact and `edit` changes.
    func changes() throws(ArgumentError) -> ContactChanges {
        var changes = ContactChanges()
        changes.title = try Self.text(title, of: Self.title, limit: 200)
        changes.role = try Self.text(role, of: Self.role, limit: 1000)
        changes.organization = try Self.text(organization, of: Self.organization, limit: 200)
        changes.category = category.map(\.category)
        changes.nameParts = [
            (\PersonNameParts.prefix, try Self.text(prefix, of: Self.prefix, limit: 60)),
            (\PersonNameParts.given, try Self.text(given, of: Self.given, limit: 100)),
            (\PersonNameParts.family, try Self.text(family, of: Self.family, limit: 100)),
            (\PersonNameParts.suffix, try Self.text(suffix, of: Self.suffix, limit: 60)),
        ].compactMap { path, value in value.map { (path, $0) } }
        changes.phones = try phones.map { text throws(ArgumentError) in try Self.number(text, of: Self.phone) }
        changes.messagingNumbers = try messages.map { text throws(ArgumentError) in try Self.number(text, of: Self.message) }
        changes.emails = try emails.map { text throws(ArgumentError) in try Self.emailAddress(text) }
        changes.address = try Self.text(address, of: Self.address, limit: 500)
        changes.coordinates = try geo.map { text throws(ArgumentError) in try Self.coordinates(text) }
        changes.note = try Self.text(note, of: Self.note, limit: 2000)
        return changes
    }

    /// A text at most `limit` characters, without white space at its ends.
    static func text(_ value: String?, of declaration: some ValueDeclaration, limit: Int) throws(ArgumentError) -> String? {
        try TaskFields.text(value, of: declaration, limit: limit)?.trimmingWhitespace()
    }

    /// `[LABEL=]VALUE`, split at the first `=`; the label is trimmed and may not be empty.
    static func labeled(_ text: String, of declaration: some ValueDeclaration) throws(ArgumentError) -> LabeledValue {
        guard text.count <= 200 else { throw declaration.invalid(String(text.prefix(20)) + "…", reason: "at most 200 characters") }
        guard let equals = text.firstIndex(of: "=") else { return LabeledValue(value: text.trimmingWhitespace()) }
        let label = String(text[..<equals]).trimmingWhitespace()
        guard !label.isEmpty else {
            throw declaration.invalid(text, reason: "write the label before '=' (mobile=…), or leave out the '='")
        }
        return LabeledValue(label: label, value: String(text[text.index(after: equals)...]).trimmingWhitespace())
    }

    static func number(_ text: String, of declaration: some ValueDeclaration) throws(ArgumentError) -> LabeledValue {
        let labeled = try labeled(text, of: declaration)
        if let problem = ContactValueCheck.problem(withNumber: labeled.value) {
            throw declaration.invalid(text, reason: ContactProblemText.sentence(problem))
        }
        return labeled
    }

    static func emailAddress(_ text: String) throws(ArgumentError) -> LabeledValue {
        let labeled = try labeled(text, of: email)
        if let problem = ContactValueCheck.problem(withAddress: labeled.value) {
            throw email.invalid(text, reason: ContactProblemText.sentence(problem))
        }
        return labeled
    }

    /// `LAT,LON` in degrees; empty removes the coordinates (nil inside).
    static func coordinates(_ text: String) throws(ArgumentError) -> GeoCoordinates? {
        if text.trimmingWhitespace().isEmpty { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
              let point = GeoCoordinates(latitude: latitude, longitude: longitude) else {
            throw geo.invalid(text, reason: "give latitude,longitude in degrees, -90 to 90 and -180 to 180, such as 35.6812,139.7671")
        }
        return point
    }
}

/// The sentences for what is wrong with a number or an address.
enum ContactProblemText {
    static func sentence(_ problem: ContactValueCheck.Problem) -> String {
        switch problem {
        case .numberCharacter(let character):
            "a number has digits, spaces and - . ( ) /, and + only at its start, and may end in an extension "
                + "(;ext=55, ext. 55 or x55); '\(TextSanitizer.sanitize(String(character)))' is none of them"
        case .plusNotFirst:
            "a + goes only at the start of a number"
        case .numberWithoutDigits:
            "a number needs digits"
        case .addressWithoutAt:
            "an e-mail address has one @ with a name before it and a domain after it, such as sato@example.jp"
        case .addressCharacter(let character):
            character == "@" ? "an e-mail address has only one @"
                : "an e-mail address cannot have '\(TextSanitizer.sanitize(String(character)))' (a space or a control character)"
        }
    }
}
