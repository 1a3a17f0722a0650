import TendCore
import TendPlan
import TendStore
import TendTerminal

extension CommandContext {
    /// Where the database is: `--db`, else `TEND_DB`, else the default path.
    func storeLocation() throws -> StoreLocation {
        try StoreLocation(explicitPath: options.db, environment: environment)
    }

    /// Opens the database at `storeLocation` for a command that works on the plan already
    /// there: a `--db` or `TEND_DB` that names no file is an error (the default database is
    /// created on first use).
    func openStore() throws -> CareStore {
        runEnd.releaseStore()
        return keeping(try storeLocation().openExisting())
    }

    /// Opens the database at `storeLocation`, creating it when it is missing (and, for the
    /// default path, its missing directories, owner-only): for commands that add to the plan.
    func openOrCreateStore() throws -> CareStore {
        runEnd.releaseStore()
        return keeping(try storeLocation().openCreatingIfMissing())
    }

    /// `store`, kept until the run ends (see ``RunEnd``), after telling on standard error
    /// what the store did on its own (made the file owner-only).
    private func keeping(_ store: CareStore) -> CareStore {
        runEnd.keepStore(store)
        for notice in store.notices { console.errorLine(StoreErrorText.sentence(notice)) }
        return store
    }

    /// How to draw for the terminal: the width, colour from `--color`, `NO_COLOR`, `TERM`
    /// and whether standard output is a terminal, and ASCII or Unicode from `--ascii`, `TERM`
    /// and the locale.
    var terminalStyle: TerminalStyle {
        let colour = ColorChoice.resolve(flag: options.color, environment: environment, isTerminal: Console.outputIsTerminal)
        return TerminalStyle(width: width, usesColor: colour, glyphs: glyphs)
    }

    /// The characters to draw with: ASCII under `--ascii`, `TERM=dumb` or a locale that is
    /// not UTF-8 (see ``Glyphs/resolve(asciiFlag:environment:)``).
    var glyphs: Glyphs {
        Glyphs.resolve(asciiFlag: options.ascii, environment: environment)
    }
}
