import TendCore
import TendPlan
import TendStore
import TendTerminal

extension CommandContext {
    /// Where the database is: `--db`, else `TEND_DB`, else the default path.
    func storeLocation() throws -> StoreLocation {
        try StoreLocation(explicitPath: options.db, environment: environment)
    }

    /// Opens the database at `storeLocation`, creating it when it is missing (and, for the
    /// default path, its missing directories, owner-only).
    func openStore() throws -> CareStore {
        try storeLocation().open()
    }

    /// How to draw for the terminal: the width, and colour from `--color`, `NO_COLOR`, `TERM`
    /// and whether standard output is a terminal.
    var terminalStyle: TerminalStyle {
        let colour = ColorChoice.resolve(flag: options.color, environment: environment, isTerminal: Console.outputIsTerminal)
        return TerminalStyle(width: width, usesColor: colour)
    }
}
