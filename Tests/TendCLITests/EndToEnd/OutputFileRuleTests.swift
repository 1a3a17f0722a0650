import Foundation
import Testing

/// Every file tend writes for a person follows one rule (docs/output-files.md): an existing file
/// is replaced only with `--force`; never the database, a symbolic link or anything but a
/// regular file; refusals are exit 73; nothing is left half-written.
@Suite struct OutputFileRuleTests {
    /// A command that writes a file, as the arguments that write `path`.
    struct Writer: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: @Sendable (String) -> [String]
        /// The arguments with `--force` and without the file, when the command can be given them.
        let forceAlone: [String]?
        let forceAloneMessage: String?
        var testDescription: String { name }
    }

    static let forceWithoutOutput = "Error: --force replaces the --output file; give --output too.\n"
    static let writers: [Writer] = [
        Writer(name: "export --ics", arguments: { ["export", "--ics", "-o", $0] },
               forceAlone: ["export", "--ics", "--force"], forceAloneMessage: forceWithoutOutput),
        Writer(name: "export --json", arguments: { ["export", "--json", "-o", $0] },
               forceAlone: ["export", "--json", "--force"], forceAloneMessage: forceWithoutOutput),
        Writer(name: "backup", arguments: { ["backup", $0] }, forceAlone: nil, forceAloneMessage: nil),
        Writer(name: "contact export", arguments: { ["contact", "export", "-o", $0] },
               forceAlone: ["contact", "export", "--force"], forceAloneMessage: forceWithoutOutput),
        Writer(name: "chart --svg", arguments: { ["chart", "--svg", $0] },
               forceAlone: ["chart", "--force"],
               forceAloneMessage: "Error: --force replaces the --svg or --png file; give --svg or --png too.\n"),
        Writer(name: "chart --png", arguments: { ["chart", "--png", $0] }, forceAlone: nil, forceAloneMessage: nil),
    ]

    @Test(arguments: writers)
    func oneRuleForEveryFile(writer: Writer) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let environment = scenario.environment()
        func run(_ path: String, force: Bool = false) throws -> TendProcess.Result {
            try TendProcess.run(writer.arguments(path) + (force ? ["--force"] : []), environment: environment)
        }
        let folder = scenario.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let existing = folder.appendingPathComponent("taken").path
        try "keep".write(toFile: existing, atomically: true, encoding: .utf8)

        let taken = try run(existing)
        #expect(taken.status == 73)
        #expect(taken.stdout == "")
        #expect(taken.stderr == "Error: '\(existing)' exists; choose another file, or add --force to replace it.\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")

        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: existing)
        for force in [false, true] {
            let linked = try run(link, force: force)
            #expect(linked.status == 73)
            #expect(linked.stderr == "Error: '\(link)' is a symbolic link, and only a regular file is replaced; "
                    + "choose another file, or name the file it points to.\n")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == existing)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")

        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for special in [fifo, folder.path] {
            for force in [false, true] {
                let refused = try run(special, force: force)
                #expect(refused.status == 73)
                #expect(refused.stderr == "Error: '\(special)' is not a regular file, and only a file is replaced; choose another file.\n")
            }
        }

        // The database, by its own path and through a link to it, --force or not.
        let databaseLink = folder.appendingPathComponent("tend-link.db").path
        try FileManager.default.createSymbolicLink(atPath: databaseLink, withDestinationPath: scenario.database)
        for path in [scenario.database, databaseLink] {
            for force in [false, true] {
                let itself = try run(path, force: force)
                #expect(itself.status == 73)
                #expect(itself.stderr == "Error: '\(path)' is the database itself; choose another file.\n")
            }
        }

        let nowhere = folder.appendingPathComponent("no/such/folder/file").path
        let missing = try run(nowhere, force: true)
        #expect(missing.status == 73)
        #expect(missing.stderr == "Error: Cannot create '\(nowhere)': No such file or directory; choose another file.\n")

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["fifo", "link", "taken", "tend-link.db"])
        try FileManager.default.removeItem(atPath: fifo)

        let forced = try run(existing, force: true)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) != Data("keep".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: existing)[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link", "taken", "tend-link.db"])

        if let forceAlone = writer.forceAlone {
            let alone = try TendProcess.run(forceAlone, environment: environment)
            #expect(alone.status == 64)
            #expect(alone.stderr == writer.forceAloneMessage)
        }
    }

    /// A write that fails (here the file-size limit of `ulimit -f 0`, with SIGXFSZ ignored so
    /// that the write returns EFBIG) is exit 74, leaves nothing at the path and no partial
    /// file. The PNG is left out: rsvg-convert writes it, and its own failure is reported as
    /// its exit status.
    @Test(arguments: writers.filter { $0.name != "chart --png" })
    func aWriteThatFailsIsExit74AndLeavesNothing(writer: Writer) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        var environment = scenario.environment()
        environment["TEND_DB"] = nil
        let contact = try TendProcess.run(["contact", "add", "Dr. Sato", "--id", "dr-sato", "--phone", "clinic=+81 3-1234-5678"],
                                          environment: scenario.environment())
        try #require(contact.status == 0, "\(contact.stderr)")
        let folder = scenario.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("file").path
        let limited = try TendProcess.run(
            ["-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", TendProcess.binary, "--db", scenario.database]
                + writer.arguments(path),
            environment: environment, executable: "/bin/sh")
        #expect(limited.status == 74, "\(limited.stderr)")
        #expect(limited.stdout == "")
        #expect(limited.stderr.hasPrefix("Error: Cannot write '\(path)': "), "\(limited.stderr)")
        #expect(limited.stderr.hasSuffix("; nothing was written there.\n"), "\(limited.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    /// `-o -` is standard output, as for every Unix tool: the same bytes as without `-o`, and no
    /// file named `-` (the run is in a scratch directory, to see that none is made there).
    @Test(arguments: [["export", "--ics"], ["export", "--json"], ["contact", "export"]])
    func dashIsStandardOutput(command: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let environment = scenario.environment()
        _ = try TendProcess.run(["contact", "add", "Dr. Weber", "--phone", "+49 30 1234567"], environment: environment)
        let folder = scenario.directory.appendingPathComponent("cwd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inFolder = ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder.path, TendProcess.binary]
        let plain = try TendProcess.run(inFolder + command, environment: environment, executable: "/bin/sh")
        let dash = try TendProcess.run(inFolder + command + ["-o", "-"], environment: environment, executable: "/bin/sh")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stderr == "")
        #expect(!dash.stdout.isEmpty)
        #expect(dash.stdout == plain.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}
