import TendArguments
import TendCore
import TendInterchange
import TendStore
import TendSystem

/// `tend contact import FILE|DIR`: vCards (3.0 or 4.0) into the plan's contacts, in one
/// transaction.
enum ContactImportCommand: TendCommand {
    static let name = "import"
    static let spec = CommandSpec(
        name,
        abstract: "Read contacts from vCard files (3.0 or 4.0).",
        discussion: """
            FILE is a .vcf file with one card or several; DIR is a vdir (one .vcf file per card, as vdirsyncer keeps \
            a CardDAV address book), whose .vcf files are read in name order. What tend has a field for is read into \
            it (FN, N, ORG, TITLE, ROLE, CATEGORIES, TEL, EMAIL, ADR, GEO, NOTE; numbers and addresses in the card's \
            order of preference); every other line is kept and written back by 'tend contact export', so nothing is \
            lost, and each one is reported by its line. A card with the UID of a contact already in the plan is that \
            contact, and so is a card without a UID whose name gives an id already taken: the import is refused, \
            unless --replace updates those contacts from the cards. It is one transaction: on a broken line, or a \
            contact that is there already, nothing is imported and the error names the file and the line.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Import contacts exported from an address book.", "tend contact import ~/contacts.vcf"),
            CommandExample("Update the contacts from a vdir that vdirsyncer keeps.", "tend contact import --replace ~/.contacts/care"),
        ])

    struct Options: ParsableArguments {
        static let path = Argument<String>("path", help: "A .vcf file, or a directory of .vcf files (a vdir).", completion: .file)
        static let replace = Flag("--replace", help: "Update contacts that are in the plan already from their cards.")
        static let declarations: [any ArgumentDeclaration] = [path, replace]

        var path: String
        var replace: Bool

        init(from parsed: ParsedArguments) {
            path = parsed[Self.path]
            replace = parsed[Self.replace]
        }
    }

    /// The most bytes of one file read: more than the importer's limit, so that a file over
    /// that limit is refused with the limit named.
    private static let readLimit = 64 << 20

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let files = try sources(options.path)
        let store = try context.openOrCreateStore()
        let (imported, updated) = try store.write { transaction -> ([VCardImportedContact], Set<String>) in
            let existing = try transaction.contacts()
            let imported: [VCardImportedContact]
            do {
                imported = try VCardImport.read(files, existing: existing)
            } catch let error as VCardImportError {
                throw CommandFailure(VCardImportText.sentence(error), status: .dataError)
            }
            let taken = Set(existing.map(\.id))
            let again = imported.filter { taken.contains($0.contact.id) }
            if !again.isEmpty && !options.replace { throw conflict(again, existing: existing) }
            for item in imported {
                if taken.contains(item.contact.id) {
                    try transaction.updateContact(item.contact)
                } else {
                    try transaction.addContact(item.contact)
                }
            }
            return (imported, Set(again.map(\.contact.id)))
        }
        report(imported, updated: updated, context: context)
        return .success
    }

    /// The files to read: `path`, or the `.vcf` files of the directory `path`.
    private static func sources(_ path: String) throws -> [(name: String, bytes: [UInt8])] {
        let names: [String]
        do {
            names = try Directory.names(atPath: path)
        } catch where error == .notADirectory {
            return [(path, try read(path))]
        } catch {
            throw CommandFailure("Cannot read '\(TextSanitizer.sanitize(path))': \(error); give a .vcf file or a directory of them",
                                 status: .noInput)
        }
        let cards = names.filter { $0.lowercased().hasSuffix(".vcf") }
        guard !cards.isEmpty else {
            throw CommandFailure("The directory '\(TextSanitizer.sanitize(path))' holds no .vcf files; give a .vcf file or a vdir",
                                 status: .noInput)
        }
        let directory = path.hasSuffix("/") ? path : path + "/"
        return try cards.map { (directory + $0, try read(directory + $0)) }
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard let bytes = try? FileReading.bytes(atPath: path, limit: readLimit) else {
            throw CommandFailure(
                "Cannot read '\(TextSanitizer.sanitize(path))': it is not a readable regular file of at most \(readLimit >> 20) MiB",
                status: .noInput)
        }
        return bytes
    }

    /// The refusal for cards of contacts already in the plan.
    private static func conflict(_ again: [VCardImportedContact], existing: [Contact]) -> CommandFailure {
        var lines = ["\(again.count == 1 ? "A card is of a contact" : "\(again.count) cards are of contacts") already in the plan, "
                     + "so nothing was imported; add --replace to update \(again.count == 1 ? "it" : "them") from the cards"]
        for item in again {
            let name = existing.first { $0.id == item.contact.id }?.name ?? item.contact.name
            lines.append("  " + VCardImportText.place(file: item.file, line: item.line) + "\(item.contact.id) (\(TextSanitizer.sanitize(name)))")
        }
        return CommandFailure(lines: lines, status: .dataError)
    }

    private static func report(_ imported: [VCardImportedContact], updated: Set<String>, context: CommandContext) {
        let added = imported.filter { !updated.contains($0.contact.id) }.map(\.contact.id)
        let changed = imported.filter { updated.contains($0.contact.id) }.map(\.contact.id)
        var parts: [String] = []
        if !added.isEmpty || changed.isEmpty {
            parts.append("Imported \(added.count) \(added.count == 1 ? "contact" : "contacts")" + list(added))
        }
        if !changed.isEmpty {
            parts.append((parts.isEmpty ? "Updated" : "updated") + " \(changed.count)" + list(changed))
        }
        context.console.line(parts.joined(separator: "; ") + ".")
        for item in imported {
            for note in item.notes { context.console.line(VCardImportText.note(note, file: item.file)) }
        }
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "" : ": " + ids.joined(separator: ", ")
    }
}
