import TendArguments
import TendCore
import TendTerminal

/// `tend contact show CONTACT`: everything about one contact, and the tasks linked to it.
enum ContactShowCommand: TendCommand {
    static let name = "show"
    static let spec = CommandSpec(
        name,
        abstract: "Show a contact: role, every number and address, the note, the linked tasks.",
        declaring: Options.self,
        suggestedFor: ["info", "view"])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [ContactArgument.contact, CommonOptions.json]

        var contact: String
        var json: Bool

        init(from parsed: ParsedArguments) {
            contact = parsed[ContactArgument.contact]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let (contact, tasks) = try context.openStore().read { transaction -> (Contact, [CareTask]) in
            let contact = try ContactLookup.contact(named: options.contact, among: try transaction.contacts())
            let tasks = try transaction.taskIDs(linkedToContact: contact.id).compactMap { try transaction.task(id: $0) }
            return (contact, tasks)
        }
        if options.json {
            let linked: JSON.Value = .array(tasks.map { task in
                .object([("id", .string(task.id)), ("title", .string(task.title)), ("removed", .bool(task.removed != nil))])
            })
            context.console.line(JSON.text(JSONDocument.object(ContactJSON.fields(contact) + [("tasks", linked)])))
            return .success
        }
        let linked = tasks.map { LinkedTask(id: $0.id, title: $0.title + ($0.removed == nil ? "" : " (removed)")) }
        context.console.write(ContactDetailRenderer.render(ContactDetailView(contact: contact, tasks: linked),
                                                           style: context.terminalStyle))
        return .success
    }
}

/// The argument every command on one contact takes.
enum ContactArgument {
    static let contact = Argument<String>(
        "contact", help: "The contact: its id, a unique start of its id, or its name.", completion: .contactID)
}
