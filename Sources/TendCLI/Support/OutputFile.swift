import TendSystem

/// Where a command that writes a file sends it: `-o FILE` (owner-only, replaced whole), or
/// standard output.
enum OutputFile {
    static func write(_ text: String, to path: String?, context: CommandContext) throws {
        guard let path else {
            context.console.write(text)
            return
        }
        do {
            try NewFile.replace(atPath: path, with: Array(text.utf8))
        } catch {
            throw CommandFailure("cannot write '\(path)': \(error.description); nothing was written", status: .cannotCreate)
        }
    }
}
