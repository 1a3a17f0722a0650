import TendSystem
import TendTerminal

/// `tend chart --svg FILE` and `--png FILE`: the chart as a picture to send, written
/// owner-only (it is health data) and whole or not at all.
enum ChartImage {
    /// Writes the SVG of `view` to `path`.
    static func writeSVG(_ view: ChartView, to path: String) throws {
        do {
            try NewFile.replace(atPath: path, with: Array(SVGChartWriter.render(view).utf8))
        } catch {
            throw CommandFailure("cannot write '\(path)': \(error.description)", status: .cannotCreate)
        }
    }

    /// Renders the SVG of `view` to a PNG at `path` with rsvg-convert (Debian's librsvg2-bin).
    static func writePNG(_ view: ChartView, to path: String, environment: [String: String]) throws {
        let input: Int32
        do {
            input = try ChildProcess.inputFile(holding: Array(SVGChartWriter.render(view).utf8), environment: environment)
        } catch {
            throw CommandFailure("cannot keep the SVG to convert: \(error.description)", status: .cannotCreate)
        }
        defer { Descriptor.close(input) }
        // Which step failed: opening the file, starting rsvg-convert, or rsvg-convert itself.
        var started = false
        var status: Int32 = 0
        do throws(SystemError) {
            let file = try NewFile(path: path, replacing: true)
            try file.write { descriptor throws(SystemError) in
                started = true
                let pid = try ChildProcess.spawn(["rsvg-convert", "--format", "png"], environment: environment, input: input,
                                                 output: descriptor)
                status = ChildProcess.waitForExit(pid)
                guard status == 0 else { throw SystemError.inputOutput }
            }
            try file.commit()
        } catch {
            if started && status == 0 && error == .noSuchFile {
                throw CommandFailure("No PNG was written: rsvg-convert is not installed; install it with 'sudo apt install librsvg2-bin' "
                                     + "(Debian, Ubuntu), or write an SVG with --svg")
            }
            if status != 0 { throw CommandFailure("rsvg-convert failed (exit status \(status)), so no PNG was written") }
            throw CommandFailure("cannot write '\(path)': \(error.description)", status: .cannotCreate)
        }
    }
}
