import TendArguments
import TendCore
import TendStore

/// `tend contact add NAME`: a new member of the care team.
enum ContactAddCommand: TendCommand {
    static let name = "add"
    static let spec = CommandSpec(
        name,
        abstract: "Add a contact to the care team.",
        discussion: """
            Numbers and addresses keep the order given: the first is the one call, message and email use when no \
            label is named, and labels may repeat. A label goes before '=' (--phone clinic=+81 3-1234-5678); a \
            number has digits, spaces and - . ( ) /, with + only at its start. Without --id the id is made from the \
            name as a task's is from its title (dr-sato), with -2, -3, … when it is taken.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("A doctor with two numbers.",
                           "tend contact add 'Dr. Sato' --title 'General practitioner' --category care-team --phone clinic=+81-3-1234-5678 --phone mobile=+81-90-1111-2222"),
            CommandExample("Family, for messages.", "tend contact add Mum --category family --message +44-7700-900123"),
        ],
        suggestedFor: ["new", "create"])

    struct Options: ParsableArguments {
        static let name = Argument<String>("name", help: "The name as it is shown, such as 'Dr. Sato Hanako'.")
        static let id = Option<String?>(
            "--id", value: "id", help: "The id to type (lower-case letters, digits and dashes); made from the name when left out.")
        static let declarations: [any ArgumentDeclaration] = [name, id] + ContactFields.declarations

        var name: String
        var id: String?
        var fields: ContactFields

        init(from parsed: ParsedArguments) {
            name = parsed[Self.name]
            id = parsed[Self.id]
            fields = ContactFields(from: parsed)
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let name = try ContactFields.text(options.name, of: Options.name, limit: 200) ?? ""
        guard !name.isEmpty else { throw Options.name.invalid("", reason: "a name cannot be empty") }
        if let id = options.id, !TaskSlug.isValid(id) {
            throw Options.id.invalid(id, reason: "use 1 to 40 lower-case letters, digits and dashes")
        }
        let changes = try options.fields.changes()
        let store = try context.openOrCreateStore()
        let contact = try store.write { transaction -> Contact in
            var id = options.id ?? TaskSlug.from(title: name, otherwise: "contact")
            if options.id == nil {
                let base = id
                var n = 2
                while try transaction.contact(id: id) != nil { id = "\(base)-\(n)"; n += 1 }
            }
            var contact = Contact(id: id, name: name)
            _ = changes.apply(to: &contact, replacingLabels: false)
            try transaction.addContact(contact)
            return contact
        }
        context.console.line("Added contact \(contact.id): \(TextSanitizer.sanitize(contact.name))")
        return .success
    }
}
