import TendArguments
import TendCore

/// `tend contact edit CONTACT`: change a contact. An empty text removes a field; `--no-phone`,
/// `--no-message` and `--no-email` remove numbers and addresses by label or by value.
enum ContactEditCommand: TendCommand {
    static let name = "edit"
    static let spec = CommandSpec(
        name,
        abstract: "Change a contact; an empty value ('') removes a field.",
        discussion: """
            --phone, --message and --email add a number or address at the end, or, when its label is already \
            there, put it in place of the first one with that label. The options --no-phone, --no-message and --no-email \
            remove every number or address with that label or that value, before any is added. The values \
            --category none and --geo '' remove the category and the coordinates.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("A new clinic number, in place of the old one.", "tend contact edit dr-sato --phone clinic=+81-3-9999-0000"),
            CommandExample("No more e-mail at work.", "tend contact edit dr-sato --no-email work"),
        ],
        suggestedFor: ["change", "modify", "update"])

    struct Options: ParsableArguments {
        static let name = Option<String?>("--name", value: "name", help: "A new name as it is shown.")
        static let noPhone = Option<[String]>(
            "--no-phone", value: "label|number", help: "Remove the numbers to call with this label or number.")
        static let noMessage = Option<[String]>(
            "--no-message", value: "label|number", help: "Remove the messaging numbers with this label or number.")
        static let noEmail = Option<[String]>(
            "--no-email", value: "label|address", help: "Remove the e-mail addresses with this label or address.")
        static let declarations: [any ArgumentDeclaration] =
            [ContactArgument.contact, name] + ContactFields.declarations + [noPhone, noMessage, noEmail]

        var contact: String
        var name: String?
        var fields: ContactFields
        var noPhone: [String]
        var noMessage: [String]
        var noEmail: [String]

        init(from parsed: ParsedArguments) {
            contact = parsed[ContactArgument.contact]
            name = parsed[Self.name]
            fields = ContactFields(from: parsed)
            noPhone = parsed[Self.noPhone]
            noMessage = parsed[Self.noMessage]
            noEmail = parsed[Self.noEmail]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        var changes = try options.fields.changes()
        if let name = try ContactFields.text(options.name, of: Options.name, limit: 200) {
            guard !name.isEmpty else { throw Options.name.invalid("", reason: "a name cannot be empty") }
            changes.name = name
        }
        changes.removedPhones = options.noPhone
        changes.removedMessagingNumbers = options.noMessage
        changes.removedEmails = options.noEmail
        let (id, changed) = try context.openStore().write { transaction -> (String, [String]) in
            var contact = try ContactLookup.contact(named: options.contact, among: try transaction.contacts())
            try refuseUnmatchedRemovals(options, of: contact)
            let changed = changes.apply(to: &contact, replacingLabels: true)
            guard !changed.isEmpty else {
                throw ArgumentError.validation("Nothing to change: give a field to change, such as --phone or --note.")
            }
            try transaction.updateContact(contact)
            return (contact.id, changed)
        }
        context.console.line("Changed contact \(id): " + changed.joined(separator: ", "))
        return .success
    }

    /// Refuses a removal that matches no number or address: it is most likely a typo.
    private static func refuseUnmatchedRemovals(_ options: Options, of contact: Contact) throws {
        let lists: [(String, [String], [LabeledValue])] = [
            (Options.noPhone.name, options.noPhone, contact.phones),
            (Options.noMessage.name, options.noMessage, contact.messagingNumbers),
            (Options.noEmail.name, options.noEmail, contact.emails),
        ]
        for (option, removals, values) in lists {
            for removal in removals where !values.contains(where: { $0.isNamed(by: removal) }) {
                let there = values.map { $0.label ?? $0.value }.map { "'\(TextSanitizer.sanitize($0))'" }
                throw CommandFailure(
                    "\(option) '\(TextSanitizer.sanitize(removal))' matches nothing of \(contact.id)"
                        + (there.isEmpty ? "; it has none." : "; it has " + there.joined(separator: ", ") + "."),
                    status: .usageError)
            }
        }
    }
}
