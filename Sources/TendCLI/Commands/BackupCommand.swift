import TendArguments
import TendCore
import TendStore
import TendSystem

/// `tend backup FILE`: a consistent copy of the database while tend runs.
enum BackupCommand: TendCommand {
    static let name = "backup"
    static let spec = CommandSpec(
        name,
        abstract: "Copy the database, consistently, while tend runs.",
        discussion: """
            Copies the whole database with SQLite's online backup API into FILE, a new owner-only file that \
            appears only once the copy is complete and synced. The daemon and other commands may go on reading \
            and writing meanwhile: the copy is the database as it was at one moment. An existing FILE is refused \
            unless --force is given. The copy is a tend database: use it with --db FILE, check it with \
            'tend check --db FILE'.
            """,
        declaring: Options.self,
        examples: [CommandExample("A nightly copy from cron.", "0 3 * * *  tend backup --force ~/backups/tend.db")])

    struct Options: ParsableArguments {
        static let file = Argument<String>("file", help: "The new file to write.", completion: .file)
        static let force = Flag("--force", help: "Replace FILE if it exists.")
        static let declarations: [any ArgumentDeclaration] = [file, force]

        var file: String
        var force: Bool

        init(from parsed: ParsedArguments) {
            file = parsed[Self.file]
            force = parsed[Self.force]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let store = try context.openStore()
        let file = try NewFile.forOutput(options.file, replacing: options.force, database: store.path)
        do throws(StoreError) {
            try store.backUp(intoEmptyFile: file.partialPath, reportedAs: file.path)
        } catch {
            if let failure = writeFailure(error, of: file) { throw failure }
            throw error
        }
        try file.commitOutput()
        context.console.line("Backed up '\(TextSanitizer.sanitize(store.path))' to '\(TextSanitizer.sanitize(file.path))'.")
        return .success
    }

    /// A failure to write the copy is a write failure of FILE (exit 74), as for every file
    /// written for a person (docs/output-files.md); nil for a failure of the database.
    private static func writeFailure(_ error: StoreError, of file: NewFile) -> CommandFailure? {
        switch error {
        case .diskFull(let path) where path == file.path:
            file.writeFailure(.noSpace)
        case .systemFailure(let path, let errno, _) where path == file.path:
            file.writeFailure(SystemError(code: errno))
        case .sqlite(let path, _) where path == file.path:
            file.writeFailure(.inputOutput)
        default:
            nil
        }
    }
}
