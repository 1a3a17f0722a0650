import TendArguments
import TendInterchange
import TendStore
import TendSystem

/// `tend export --json`: every table of the database, streamed row by row into the backup
/// format (docs/export-format.md), from one read transaction.
enum ExportJSON {
    static func run(output: String?, replacing: Bool, context: CommandContext) throws -> ExitStatus {
        let store = try context.openStore()
        let file = try output.map { try NewFile.forOutput($0, replacing: replacing, database: store.path) }
        var writer = BackupWriter { bytes in
            if let file { try file.writeOutput(bytes) } else { context.console.write(String(decoding: bytes, as: UTF8.self)) }
        }
        let (tables, rows) = try store.read { transaction -> (Int, Int) in
            try writer.begin(BackupHeader(tool: "tend \(TendCommands.version)", schemaVersion: transaction.schemaVersion()))
            let layouts = try transaction.tableLayouts()
            var rows = 0
            for table in layouts {
                try writer.beginTable(BackupTable(name: table.name, columns: table.columns))
                try transaction.forEachRow(of: table) { cells in
                    try writer.row(cells.map(BackupValue.init))
                    rows += 1
                }
                try writer.endTable()
            }
            try writer.end()
            return (layouts.count, rows)
        }
        guard let file else { return .success }
        try file.commitOutput()
        context.console.line("Exported \(rows) \(rows == 1 ? "row" : "rows") of \(tables) tables to '\(file.path)'.")
        return .success
    }
}
