import TendArguments
import TendCore
import TendTerminal

/// `tend contact list`: the care team, one simple card each.
enum ContactListCommand: TendCommand {
    static let name = "list"
    static let spec = CommandSpec(
        name,
        abstract: "List the contacts, each with the actions it supports.",
        declaring: Options.self,
        suggestedFor: ["ls"])

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.json]

        var json: Bool

        init(from parsed: ParsedArguments) {
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let contacts = try context.openStore().read { try $0.contacts() }
        if options.json {
            context.console.line(JSON.text(JSONDocument.object([("contacts", .array(contacts.map { .object(ContactJSON.fields($0)) }))])))
            return .success
        }
        if contacts.isEmpty {
            context.console.line("No contacts yet. Add one with: tend contact add NAME --phone NUMBER")
            return .success
        }
        context.console.write(ContactListRenderer.render(contacts, style: context.terminalStyle))
        return .success
    }
}
