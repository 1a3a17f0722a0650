import TendArguments
import TendCore
import TendInterchange
import TendStore
import TendSystem

/// `tend contact export [CONTACT...] [-o FILE | --vdir DIR]`: contacts as vCard 3.0.
enum ContactExportCommand: TendCommand {
    static let name = "export"
    static let spec = CommandSpec(
        name,
        abstract: "Write contacts as vCard 3.0, to a file or a vdir.",
        discussion: """
            vCard 3.0 is what Nextcloud, DAVx5 and khard read reliably. Every contact, or those named; to standard \
            output, to a new owner-only file with --output, or with --vdir as a vdir: one owner-only .vcf file per \
            contact, named by its UID, so that vdirsyncer can sync it to any CardDAV server (files of the same name \
            are replaced; others are left). A contact made in tend has the UID tend-<id>; one imported from a vCard \
            keeps its UID and every line tend kept from it.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Give the care team to your phone.", "tend contact export -o ~/care-team.vcf"),
            CommandExample("Keep a vdir for vdirsyncer.", "tend contact export --vdir ~/.contacts/care"),
        ])

    struct Options: ParsableArguments {
        static let contacts = Argument<[String]>(
            "contacts", help: "The contacts to export: ids, or unique starts of ids; all when none is given.")
        static let output = Option<String?>(
            "--output", short: "o", value: "file", help: "Write to this new file (owner-only) instead of standard output (- is standard output).",
            completion: .file)
        static let force = Flag("--force", help: "Replace the --output file if it exists.")
        static let vdir = Option<String?>(
            "--vdir", value: "directory", help: "Write one .vcf file per contact into this directory (made if missing).",
            completion: .directory)
        static let declarations: [any ArgumentDeclaration] = [contacts, output, force, vdir]

        var contacts: [String]
        var output: String?
        var force: Bool
        var vdir: String?

        init(from parsed: ParsedArguments) {
            contacts = parsed[Self.contacts]
            output = OutputFile.path(parsed[Self.output])
            force = parsed[Self.force]
            vdir = parsed[Self.vdir]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        if options.output != nil && options.vdir != nil {
            throw CommandFailure("give --output or --vdir, not both", status: .usageError)
        }
        try NewFile.refuseForce(options.force, withoutFile: options.output, named: "--output")
        let store = try context.openStore()
        let contacts = try chosen(options.contacts, from: store.read { try $0.contacts() })
        if let vdir = options.vdir {
            try writeVdir(contacts, to: vdir, database: store.path)
            context.console.line("Exported \(count(contacts)) to '\(TextSanitizer.sanitize(vdir))', one .vcf file each.")
        } else if let output = options.output {
            let file = try NewFile.forOutput(output, replacing: options.force, database: store.path)
            try file.writeOutput(Array(VCardExport.text(for: contacts).utf8))
            try file.commitOutput()
            context.console.line("Exported \(count(contacts)) to '\(TextSanitizer.sanitize(output))'.")
        } else {
            context.console.write(VCardExport.text(for: contacts))
        }
        return .success
    }

    /// The contacts named, in the order named (each once), or all of them by name.
    private static func chosen(_ queries: [String], from contacts: [Contact]) throws -> [Contact] {
        guard !queries.isEmpty else { return contacts }
        var chosen: [Contact] = []
        for query in queries {
            let contact = try ContactLookup.contact(named: query, among: contacts)
            if !chosen.contains(where: { $0.id == contact.id }) { chosen.append(contact) }
        }
        return chosen
    }

    private static func writeVdir(_ contacts: [Contact], to directory: String, database: String) throws {
        do {
            try Directory.create(atPath: directory)
        } catch {
            throw CommandFailure("Cannot make the directory '\(TextSanitizer.sanitize(directory))': \(error); choose another one",
                                 status: .cannotCreate)
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for contact in contacts {
            let file = try NewFile.forOutput(prefix + VCardUID.fileName(of: contact), replacing: true, database: database)
            try file.writeOutput(Array(VCardExport.text(for: [contact]).utf8))
            try file.commitOutput()
        }
    }

    private static func count(_ contacts: [Contact]) -> String {
        "\(contacts.count) \(contacts.count == 1 ? "contact" : "contacts")"
    }
}
