import TendSystem

/// Where a command that writes a file sends it: `-o FILE`, a new file under the one rule of
/// ``NewFile/forOutput(_:replacing:database:)``, or standard output, chunk by chunk as the
/// command makes it.
enum OutputFile {
    /// The file `-o` names, or nil for standard output: no `-o`, or `-o -` (the convention
    /// every Unix tool keeps; a file named `-` is written as `./-`).
    static func path(_ option: String?) -> String? {
        option == "-" ? nil : option
    }

    /// Runs `body` with the output its chunks go to, then puts the file in place; a file that
    /// is refused or cannot be created (73) or written (74) leaves nothing at `path`.
    static func write(to path: String?, replacing: Bool, database: String, context: CommandContext,
                      _ body: (_ output: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        guard let path else {
            try body { bytes in bytes.withUnsafeBytes(context.console.writeBytes) }
            return
        }
        let file = try NewFile.forOutput(path, replacing: replacing, database: database)
        try body(file.writeOutput)
        try file.commitOutput()
    }
}
