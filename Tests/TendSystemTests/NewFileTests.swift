import Foundation
import Glibc
import Testing
import TendSystem

/// `NewFile`: a file that appears whole or not at all, owner-only, beside a partial file that
/// never outlives it; an existing file is refused unless replacing, and only a regular file
/// is replaced.
@Suite struct NewFileTests {
    static func mode(of path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func theFileAppearsOnlyWhenCommittedAndOwnerOnly() throws {
        let scratch = try ScratchDirectory()
        let file = try NewFile(path: scratch.file("export.json"), replacing: false)
        try file.write(Array("{\"tasks\": ".utf8))
        try file.write(Array("[]}\n".utf8))
        // Until the commit only the partial file is there, named for this process.
        #expect(scratch.names == ["export.json.partial-\(getpid())"])
        #expect(file.partialPath == scratch.file("export.json.partial-\(getpid())"))
        try file.commit()
        #expect(scratch.names == ["export.json"])
        #expect(scratch.text("export.json") == "{\"tasks\": []}\n")
        #expect(Self.mode(of: scratch.file("export.json")) == 0o600)
    }

    @Test func aFileNeverCommittedLeavesNothing() throws {
        let scratch = try ScratchDirectory()
        do {
            let file = try NewFile(path: scratch.file("backup.json"), replacing: false)
            try file.write(Array("half".utf8))
        }
        #expect(scratch.names == [])
    }

    @Test func withoutReplacingAnExistingFileIsRefusedAndKept() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("mine\n", to: "contacts.vcf")
        #expect(throws: SystemError(code: EEXIST)) { try NewFile(path: scratch.file("contacts.vcf"), replacing: false) }
        #expect(scratch.text("contacts.vcf") == "mine\n")
        #expect(scratch.names == ["contacts.vcf"])
    }

    /// A file that appears between `init` and `commit` is not overwritten either.
    @Test func withoutReplacingAFileThatAppearedMeanwhileIsKept() throws {
        let scratch = try ScratchDirectory()
        let file = try NewFile(path: scratch.file("contacts.vcf"), replacing: false)
        try file.write(Array("new\n".utf8))
        try scratch.write("theirs\n", to: "contacts.vcf")
        #expect(throws: SystemError(code: EEXIST)) { try file.commit() }
        #expect(scratch.text("contacts.vcf") == "theirs\n")
    }

    @Test func replacingARegularFileReplacesItWhole() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("an older chart, longer than the new one\n", to: "chart.svg")
        let file = try NewFile(path: scratch.file("chart.svg"), replacing: true)
        try file.write(Array("<svg/>\n".utf8))
        try file.commit()
        #expect(scratch.text("chart.svg") == "<svg/>\n")
        #expect(scratch.names == ["chart.svg"])
        #expect(Self.mode(of: scratch.file("chart.svg")) == 0o600)
    }

    /// Renaming over a directory, a device or a symbolic link would replace it, not write to it:
    /// a symbolic link is ELOOP, anything else that is not a regular file EINVAL.
    @Test func replacingSomethingOtherThanARegularFileIsRefused() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("the plan\n", to: "target")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: scratch.file("target"))
        try FileManager.default.createDirectory(atPath: scratch.file("folder"), withIntermediateDirectories: false)
        #expect(throws: SystemError(code: ELOOP)) { try NewFile(path: scratch.file("link"), replacing: true) }
        #expect(throws: SystemError(code: EINVAL)) { try NewFile(path: scratch.file("folder"), replacing: true) }
        #expect(throws: SystemError(code: EINVAL)) { try NewFile(path: "/dev/null", replacing: true) }
        #expect(scratch.text("target") == "the plan\n")
        #expect(scratch.names == ["folder", "link", "target"])
    }

    @Test func aMissingDirectoryIsTheSystemsError() throws {
        let scratch = try ScratchDirectory()
        #expect(throws: SystemError(code: ENOENT)) { try NewFile(path: scratch.file("missing/export.json"), replacing: false) }
    }

    /// A writer given the descriptor (as a child process's output is) writes into the file.
    @Test func aWriterGivenTheDescriptorWritesTheContent() throws {
        let scratch = try ScratchDirectory()
        let file = try NewFile(path: scratch.file("calendar.ics"), replacing: false)
        try file.write { (descriptor: Int32) throws(SystemError) in
            let bytes = Array("BEGIN:VCALENDAR\r\n".utf8)
            guard Glibc.write(descriptor, bytes, bytes.count) == bytes.count else { throw SystemError.current }
        }
        try file.commit()
        #expect(scratch.text("calendar.ics") == "BEGIN:VCALENDAR\r\n")
    }
}
