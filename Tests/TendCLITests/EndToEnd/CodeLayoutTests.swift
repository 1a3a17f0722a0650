import Foundation
import Testing

/// The layout of the release `tend` (`scripts/layout/hot-sections.ld` for its code and
/// `scripts/layout/hot-data.ld` for its variables, see docs/build.md) still names the sections its
/// link places: a rename or a move of the code the daemon and the daily commands run makes a
/// script name sections that no longer exist, and they are then linked far from the rest, which
/// costs memory and page faults but no test would notice. The check reads
/// the link map that `scripts/build-release` writes beside the binary (`make test` builds it
/// first and sets `TEND_BINARY`); without `TEND_BINARY` (a debug build, no layout) it is off.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TEND_BINARY"]?.isEmpty == false,
                "needs TEND_BINARY, the release build of scripts/build-release"))
struct CodeLayoutTests {
    /// The least share of the script's entries that must name an input section of the link.
    /// A fresh profile matches all of them; a few renames cost a few percent and little memory,
    /// but below this the daemon's memory grows: run `bench/layout/profile` and commit.
    static let minimumShare = 0.9

    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A layout script, the program in `bench/layout` that wrote it and measures it, and the
    /// output sections it makes the link place first.
    struct Layout: CustomTestStringConvertible, Sendable {
        let script: String
        let generator: String
        let outputs: [String]
        var testDescription: String { script }
    }

    static let layouts = [
        Layout(script: "scripts/layout/hot-sections.ld", generator: "bench/layout/hot_sections.py", outputs: [".text.hot"]),
        Layout(script: "scripts/layout/hot-data.ld", generator: "bench/layout/hot_data.py", outputs: [".data.hot", ".bss.hot"]),
    ]

    static var binary: URL? {
        guard let path = ProcessInfo.processInfo.environment["TEND_BINARY"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// The link map of `TEND_BINARY`, written by the same link.
    static func linkMap() throws -> URL {
        let binary = try #require(binary)
        let map = binary.deletingLastPathComponent().appendingPathComponent("tend.map")
        let modified = { (url: URL) in try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date }
        let mapDate = try #require(modified(map), "\(map.path) is missing; build tend with scripts/build-release")
        let binaryDate = try #require(modified(binary))
        try #require(mapDate >= binaryDate, "\(map.path) is older than \(binary.path): it is not the map of that link; build tend with scripts/build-release")
        return map
    }

    /// How many of the script's entries the map still has, and how many there are (the
    /// `--coverage` of the program that wrote the script).
    static func coverage(of script: URL, by generator: String, map: URL) throws -> (matched: Int, total: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", package.appendingPathComponent(generator).path, "--coverage", map.path, script.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        try #require(numbers.count == 2 && numbers[1] > 0, "\(generator) --coverage printed '\(text)'")
        return (numbers[0], numbers[1])
    }

    static func share(_ coverage: (matched: Int, total: Int)) -> Double {
        Double(coverage.matched) / Double(coverage.total)
    }

    @Test(arguments: layouts) func layoutScriptStillMatchesTheReleaseLink(_ layout: Layout) throws {
        let found = try Self.coverage(of: Self.package.appendingPathComponent(layout.script), by: layout.generator, map: Self.linkMap())
        let percent = (Self.share(found) * 1000).rounded() / 10
        print("layout: \(found.matched) of \(found.total) entries of \(layout.script) (\(percent) %) are in the link")
        #expect(Self.share(found) >= Self.minimumShare,
                """
                only \(found.matched) of \(found.total) entries (\(percent) %) of \(layout.script) name sections \
                the release link still has (at least \(Int(Self.minimumShare * 100)) % must); code was renamed or moved. \
                Run bench/layout/profile and commit the scripts (docs/build.md)
                """)
    }

    /// The release link read the script: its map has each output section the script makes, and
    /// none is empty (a script left out of `scripts/build-release` still names sections that
    /// exist, so coverage alone would not notice).
    @Test(arguments: layouts) func releaseLinkPlacesTheScriptsSections(_ layout: Layout) throws {
        let map = try String(contentsOf: Self.linkMap(), encoding: .utf8)
        // An output section's line: its address, load address, size and alignment, then its name.
        let sizes = map.split(separator: "\n").reduce(into: [String: Int]()) { sizes, line in
            let fields = line.split(separator: " ")
            if fields.count == 5, let size = Int(fields[2], radix: 16) { sizes[String(fields[4]), default: 0] += size }
        }
        for output in layout.outputs {
            #expect((sizes[output] ?? 0) > 0, "the link map of the release tend has no \(output); scripts/build-release must link with \(layout.script)")
        }
    }

    /// The check fails when the code moves: the same script with every module of tend moved
    /// (`*/TendCLI.build/…` as `*/Moved.build/…`, what a module split does) matches too little.
    @Test(arguments: layouts) func movedModulesFallBelowTheThreshold(_ layout: Layout) throws {
        let text = try String(contentsOf: Self.package.appendingPathComponent(layout.script), encoding: .utf8)
        let moved = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let range = line.range(of: #"\*/[A-Za-z_]+\.build/"#, options: .regularExpression) else { return String(line) }
            return line.replacingCharacters(in: range, with: "*/Moved.build/")
        }.joined(separator: "\n")
        let doctored = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString).ld")
        try moved.write(to: doctored, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: doctored) }
        let found = try Self.coverage(of: doctored, by: layout.generator, map: Self.linkMap())
        #expect(found.total > 0)
        #expect(Self.share(found) < Self.minimumShare)
    }
}
