import TendCore
import TendStore
import TendTerminal

extension CommandContext {
    /// Where the database is: `--db`, else `TEND_DB`, else the default path (for which
    /// `isDefault` is true: its missing directories may be created).
    func storeLocation(_ parsed: ParsedArguments) throws -> (path: String, isDefault: Bool) {
        if let path = parsed.string("--db") ?? environment["TEND_DB"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return (path, false)
        }
        return (try CareStore.defaultPath(environment: environment), true)
    }

    /// Opens the database at `storeLocation`, creating it when it is missing (and, for the
    /// default path, its missing directories, owner-only).
    func openStore(_ parsed: ParsedArguments) throws -> CareStore {
        let location = try storeLocation(parsed)
        return try CareStore(path: location.path, createMissingDirectories: location.isDefault)
    }

    /// How to draw for the terminal: the width, and colour from `--color`, `NO_COLOR`, `TERM`
    /// and whether standard output is a terminal.
    func terminalStyle(_ parsed: ParsedArguments) -> TerminalStyle {
        let choice = parsed.string("--color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let colour = ColorChoice.resolve(flag: choice, environment: environment, isTerminal: Console.outputIsTerminal)
        return TerminalStyle(width: width, usesColor: colour)
    }
}
