import TendCore
import TendPlan
import TendStore
import TendTerminal

extension CommandContext {
    /// Where the database is: `--db`, else `TEND_DB`, else the default path.
    func storeLocation(_ parsed: ParsedArguments) throws -> StoreLocation {
        try StoreLocation(explicitPath: parsed.string("--db"), environment: environment)
    }

    /// Opens the database at `storeLocation`, creating it when it is missing (and, for the
    /// default path, its missing directories, owner-only), and tells on standard error what
    /// the store did on its own (made the file owner-only).
    func openStore(_ parsed: ParsedArguments) throws -> CareStore {
        let store = try storeLocation(parsed).open()
        for notice in store.notices { console.errorLine(StoreErrorText.sentence(notice)) }
        return store
    }

    /// How to draw for the terminal: the width, and colour from `--color`, `NO_COLOR`, `TERM`
    /// and whether standard output is a terminal.
    func terminalStyle(_ parsed: ParsedArguments) -> TerminalStyle {
        let choice = parsed.string("--color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let colour = ColorChoice.resolve(flag: choice, environment: environment, isTerminal: Console.outputIsTerminal)
        return TerminalStyle(width: width, usesColor: colour)
    }
}
