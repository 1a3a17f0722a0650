import TendArguments
import TendCore
import TendSystem

/// `tend contact call|message|email|map CONTACT [LABEL] [--print]`: the number, address or link
/// as text, which works over SSH and on a console, and opened on the desktop when a program
/// there handles it.
enum ContactActionRun {
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

    static func run(_ action: ContactAction, _ options: Options, context: CommandContext) throws -> ExitStatus {
        let contact = try context.openStore().read { transaction in
            try ContactLookup.contact(named: options.contact, among: try transaction.contacts())
        }
        let link: ContactLink
        switch ContactLinkBuilder.link(action, of: contact, label: options.label) {
        case .success(let found): link = found
        case .failure(let problem): throw failure(problem, contact: contact)
        }
        let console = context.console
        let name = TextSanitizer.sanitize(contact.name)
        let label = link.label.map { " (" + TextSanitizer.sanitize($0) + ")" } ?? ""
        console.line(verb(action) + " " + name + label + ": " + TextSanitizer.sanitize(link.text))
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

/// A command of one contact action: its spec and the action it takes.
protocol ContactActionCommand: TendCommand where Options == ContactActionRun.Options {
    static var action: ContactAction { get }
}

extension ContactActionCommand {
    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        try ContactActionRun.run(action, options, context: context)
    }
}

/// `tend contact call CONTACT [LABEL]`.
enum ContactCallCommand: ContactActionCommand {
    typealias Options = ContactActionRun.Options
    static let action = ContactAction.call
    static let name = "call"
    static let spec = CommandSpec(
        name, abstract: "Call a contact: the tel: link of its first number, or the one with LABEL.",
        discussion: ContactActionRun.discussion, declaring: Options.self,
        examples: [CommandExample("Call the clinic.", "tend contact call dr-sato clinic")], suggestedFor: ["phone", "dial"])
}

/// `tend contact message CONTACT [LABEL]`.
enum ContactMessageCommand: ContactActionCommand {
    typealias Options = ContactActionRun.Options
    static let action = ContactAction.message
    static let name = "message"
    static let spec = CommandSpec(
        name, abstract: "Message a contact: the sms: link of its first messaging number, or the one with LABEL.",
        discussion: ContactActionRun.discussion, declaring: Options.self, suggestedFor: ["sms", "text"])
}

/// `tend contact email CONTACT [LABEL]`.
enum ContactEmailCommand: ContactActionCommand {
    typealias Options = ContactActionRun.Options
    static let action = ContactAction.email
    static let name = "email"
    static let spec = CommandSpec(
        name, abstract: "E-mail a contact: the mailto: link of its first address, or the one with LABEL.",
        discussion: ContactActionRun.discussion, declaring: Options.self, suggestedFor: ["mail", "e-mail"])
}

/// `tend contact map CONTACT`.
enum ContactMapCommand: ContactActionCommand {
    typealias Options = ContactActionRun.Options
    static let action = ContactAction.map
    static let name = "map"
    static let spec = CommandSpec(
        name, abstract: "Find a contact on a map: geo: from its coordinates, else an OpenStreetMap page.",
        discussion: ContactActionRun.discussion
            + " A map opens geo: when a program handles it, else the OpenStreetMap page of the coordinates or the address.",
        declaring: Options.self, suggestedFor: ["directions", "where"])
}
