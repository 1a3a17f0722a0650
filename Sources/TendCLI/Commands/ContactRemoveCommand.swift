import TendArguments
import TendCore

/// `tend contact remove CONTACT`: a contact leaves the care team and the tasks it was linked to.
enum ContactRemoveCommand: TendCommand {
    static let name = "remove"
    static let spec = CommandSpec(
        name,
        abstract: "Remove a contact; the tasks linked to it lose the link.",
        discussion: "A contact that a task's alert rule names is not removed: change the rule first.",
        declaring: Options.self,
        suggestedFor: ["rm", "delete", "del"])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [ContactArgument.contact]

        var contact: String

        init(from parsed: ParsedArguments) {
            contact = parsed[ContactArgument.contact]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let (contact, unlinked) = try context.openStore().write { transaction -> (Contact, [String]) in
            let contact = try ContactLookup.contact(named: options.contact, among: try transaction.contacts())
            let unlinked = try transaction.taskIDs(linkedToContact: contact.id)
            try transaction.removeContact(id: contact.id)
            return (contact, unlinked)
        }
        var line = "Removed contact \(contact.id): \(TextSanitizer.sanitize(contact.name))"
        if !unlinked.isEmpty { line += "; unlinked from " + unlinked.joined(separator: ", ") }
        context.console.line(line)
        return .success
    }
}
