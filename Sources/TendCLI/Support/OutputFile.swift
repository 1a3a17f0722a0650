import TendSystem

/// Where a command that writes a file sends it: `-o FILE` (owner-only, replaced whole once it
/// is written), or standard output, chunk by chunk as the command makes it.
enum OutputFile {
    /// Runs `body` with the output its chunks go to, then puts the file in place; a file that
    /// cannot be created or written leaves nothing at `path` (exit 73).
    static func write(to path: String?, context: CommandContext,
                      _ body: (_ output: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        guard let path else {
            try body { bytes in bytes.withUnsafeBytes(context.console.writeBytes) }
            return
        }
        let failure = { (error: SystemError) in
            CommandFailure("cannot write '\(path)': \(error.description); nothing was written", status: .cannotCreate)
        }
        let file: NewFile
        do { file = try NewFile(path: path, replacing: true) } catch { throw failure(error) }
        try body { bytes in
            do throws(SystemError) { try file.write(bytes) } catch { throw failure(error) }
        }
        do { try file.commit() } catch { throw failure(error) }
    }
}
