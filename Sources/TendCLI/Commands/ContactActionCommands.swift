import TendArguments
import TendCore
import TendSystem

/// `tend contact call|message|email|map CONTACT [LABEL] [--print]`: the number, address or link
/// as text, which works over SSH and on a console, and opened on the desktop when a program
/// there handles it. One command type; ``table`` holds what differs between the four.
struct ContactActionCommand: Sendable {
    /// What the command opens.
    let action: ContactAction
    /// The word that selects the command.
    let name: String
    let abstract: String
    /// What this command's help says after the discussion the four share, if anything.
    let moreDiscussion: String?
    let examples: [CommandExample]
    let suggestedFor: [String]

    /// The four commands, in the order `tend contact` lists them.
    static let table = [
        ContactActionCommand(
            action: .call, name: "call", abstract: "Call a contact: the tel: link of its first number, or the one with LABEL.",
            moreDiscussion: nil, examples: [CommandExample("Call the clinic.", "tend contact call dr-sato clinic")],
            suggestedFor: ["phone", "dial"]),
        ContactActionCommand(
            action: .message, name: "message",
            abstract: "Message a contact: the sms: link of its first messaging number, or the one with LABEL.",
            moreDiscussion: nil, examples: [], suggestedFor: ["sms", "text"]),
        ContactActionCommand(
            action: .email, name: "email", abstract: "E-mail a contact: the mailto: link of its first address, or the one with LABEL.",
            moreDiscussion: nil, examples: [], suggestedFor: ["mail", "e-mail"]),
        ContactActionCommand(
            action: .map, name: "map", abstract: "Find a contact on a map: geo: from its coordinates, else an OpenStreetMap page.",
            moreDiscussion: "A map opens geo: when a program handles it, else the OpenStreetMap page of the coordinates or the address.",
            examples: [], suggestedFor: ["directions", "where"]),
    ]

    /// The command's declaration: parsing, help, man page and completions come from it.
    var spec: CommandSpec {
        CommandSpec(name, abstract: abstract, discussion: Self.discussion + (moreDiscussion.map { " " + $0 } ?? ""),
                    declaring: Options.self, examples: examples, suggestedFor: suggestedFor)
    }

    struct Options: ParsableArguments {
        static let label = Argument<String?>(
            "label", help: "The label of the number or address to use (clinic); the first one when left out.")
        static let print = Flag("--print", help: "Only print the number, address and link; never open anything.")
        static let declarations: [any ArgumentDeclaration] = [ContactArgument.contact, label, print]

        var contact: String
        var label: String?
        var print: Bool

        init(from parsed: ParsedArguments) {
            contact = parsed[ContactArgument.contact]
            label = parsed[Self.label]
            print = parsed[Self.print]
        }
    }

    static let discussion = """
        Prints the number or address and its link, then opens the link with xdg-open when there is a desktop \
        (DISPLAY or WAYLAND_DISPLAY) and a program for its scheme (xdg-mime query default x-scheme-handler/tel); \
        otherwise it says why nothing was opened, which is no failure. With --print nothing is ever opened.
        """

    /// Runs the command; throws `CommandFailure` when the contact has nothing for it.
    func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let contact = try context.openStore().read { transaction in
            try ContactLookup.contact(named: options.contact, among: try transaction.contacts())
        }
        let link: ContactLink
        switch ContactLinkBuilder.link(action, of: contact, label: options.label) {
        case .success(let found): link = found
        case .failure(let problem): throw Self.failure(problem, contact: contact)
        }
        let console = context.console
        let name = TextSanitizer.sanitize(contact.name)
        let label = link.label.map { " (" + TextSanitizer.sanitize($0) + ")" } ?? ""
        console.line(Self.verb(action) + " " + name + label + ": " + TextSanitizer.sanitize(link.text))
        for uri in link.uris { console.line("Link: " + uri) }
        if options.print { return .success }
        let opening: DesktopLinks.Opening
        do {
            opening = try DesktopLinks.openFirstHandled(link.uris, environment: context.environment)
        } catch {
            throw CommandFailure("Cannot run xdg-open: \(error.description); install xdg-utils, or use the link above.")
        }
        switch opening {
        case .noDisplay:
            console.line("Not opened: there is no desktop display (DISPLAY and WAYLAND_DISPLAY are not set).")
        case .noHandler:
            let schemes = link.uris.map(ContactLink.scheme(of:))
            let names = schemes.map { $0 + ":" }.joined(separator: " or ")
            console.line("Not opened: no program on this desktop handles \(names) links "
                         + "(xdg-mime query default x-scheme-handler/\(schemes[0]) names none).")
        case .failed(let uri, let handler, let status):
            throw CommandFailure("xdg-open could not open \(uri) with \(handler) (exit status \(status)); use the link above.")
        case .opened(let uri, let handler):
            console.line("Opened \(uri) with \(TextSanitizer.sanitize(handler)).")
        }
        return .success
    }

    static func verb(_ action: ContactAction) -> String {
        switch action {
        case .call: "Call"
        case .message: "Message"
        case .email: "E-mail"
        case .map: "Map of"
        }
    }

    /// The failure for an action the contact has nothing for.
    static func failure(_ problem: ContactLinkBuilder.Problem, contact: Contact) -> CommandFailure {
        let id = contact.id
        switch problem {
        case .nothingFor(let action):
            let (what, option) = switch action {
            case .call: ("number to call", "--phone NUMBER")
            case .message: ("number for messages", "--message NUMBER")
            case .email: ("e-mail address", "--email ADDRESS")
            case .map: ("address or coordinates", "--address TEXT")
            }
            return CommandFailure("Contact '\(id)' has no \(what); add one with: tend contact edit \(id) \(option)", status: .dataError)
        case .noSuchLabel(let label, let labels):
            let there = labels.isEmpty ? "its numbers and addresses have no labels"
                : "the labels are " + labels.map { "'\(TextSanitizer.sanitize($0))'" }.joined(separator: ", ")
            return CommandFailure("Contact '\(id)' has nothing labelled '\(TextSanitizer.sanitize(label))' for this; \(there).",
                                  status: .usageError)
        case .mapHasNoLabels:
            return CommandFailure("A map takes no label: contact '\(id)' has one address.", status: .usageError)
        }
    }
}

extension CommandNode where Handler == TendCommandHandler {
    /// The node of a contact action command: its spec (made when the tree needs it), and a
    /// handler that decodes its options and runs it.
    static func contactAction(_ command: ContactActionCommand) -> CommandNode {
        .command(named: command.name, spec: { command.spec }) { parsed, context in
            try command.run(ContactActionCommand.Options(from: parsed), context: context)
        }
    }
}
