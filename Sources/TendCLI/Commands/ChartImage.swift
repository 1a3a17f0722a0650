import TendSystem
import TendTerminal

/// `tend chart --svg FILE` and `--png FILE`: the chart as a picture to send, a file written
/// under the one rule for files written for a person (``NewFile/forOutput(_:replacing:database:)``):
/// owner-only (it is health data), whole or not at all, an existing one replaced only with `--force`.
enum ChartImage {
    /// Writes the SVG of `view` to `path`.
    static func writeSVG(_ view: ChartView, to path: String, replacing: Bool, database: String) throws {
        let file = try NewFile.forOutput(path, replacing: replacing, database: database)
        try file.writeOutput(Array(SVGChartWriter.render(view).utf8))
        try file.commitOutput()
    }

    /// Renders the SVG of `view` to a PNG at `path` with rsvg-convert (Debian's librsvg2-bin).
    static func writePNG(_ view: ChartView, to path: String, replacing: Bool, database: String,
                         environment: [String: String]) throws {
        let file = try NewFile.forOutput(path, replacing: replacing, database: database)
        let input: Int32
        do {
            input = try ChildProcess.inputFile(holding: Array(SVGChartWriter.render(view).utf8), environment: environment)
        } catch {
            throw CommandFailure("cannot keep the SVG to convert: \(error.description)", status: .cannotCreate)
        }
        defer { Descriptor.close(input) }
        // Which step failed: starting rsvg-convert, or rsvg-convert itself.
        var status: Int32 = 0
        do throws(SystemError) {
            try file.write { descriptor throws(SystemError) in
                let pid = try ChildProcess.spawn(["rsvg-convert", "--format", "png"], environment: environment, input: input,
                                                 output: descriptor)
                status = ChildProcess.waitForExit(pid)
            }
        } catch where error == .noSuchFile {
            throw CommandFailure("No PNG was written: rsvg-convert is not installed; install it with 'sudo apt install librsvg2-bin' "
                                 + "(Debian, Ubuntu), or write an SVG with --svg")
        } catch {
            throw CommandFailure("cannot start rsvg-convert: \(error.description); no PNG was written")
        }
        if status != 0 { throw CommandFailure("rsvg-convert failed (exit status \(status)), so no PNG was written") }
        try file.commitOutput()
    }
}
