import TendArguments

extension ManualSections {
    /// The part of EXPORT AND IMPORT on the lossless backup (tend export --json, tend import
    /// --json) and the database copy (tend backup); the format itself is docs/export-format.md.
    static let backupBlocks: [ManBlock] = [
        .subsection("The whole plan, losslessly"),
        .paragraph("""
            A care plan lives for years and across machines. Two ways keep all of it: a JSON export that any \
            program can read, and a copy of the database file.
            """),
        .definitions(.literal, [
            ManDefinition("tend export --json [-o FILE]", """
                Every table of the database, row by row, with each value's SQLite type (integer, real as the shortest \
                text that reads back the same, text, null, blob as base64), the schema version and the tool version: \
                tasks, schedule versions, completions and their values, log entries, reminder records, contacts, \
                and whatever a later tend adds. The same database always gives the same bytes. -o writes a new \
                owner-only file that appears once complete (--force replaces an existing file).
                """),
            ManDefinition("tend import --json FILE", """
                Into a new or empty database: every row exactly as exported, so exporting again gives the same \
                bytes. Into a database with a plan: rows are matched by their key; a free key is added, a row that \
                is there already is left (importing twice adds nothing), a key that holds other content refuses the \
                whole file with the table, the key and the line. One transaction: on any error nothing is imported \
                and the database is as it was; a database the import created goes again. A file from a newer tend \
                is refused; one from an older tend is restored as that tend's database, migrated, then imported.
                """),
            ManDefinition("tend backup FILE [--force]", """
                A consistent copy of the database file with SQLite's online backup API, taken in one read \
                transaction while the daemon and other commands go on; owner-only, synced, and in place only once \
                whole. An existing FILE is refused unless --force. Use the copy with --db FILE.
                """),
        ]),
        .paragraph("""
            A file that is not a tend export (truncated, binary, not JSON, a string longer than 16 MiB, nested deeper \
            than 64) is refused with its line and column, exit 65.
            """),
    ]
}
