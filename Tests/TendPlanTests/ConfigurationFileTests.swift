import Foundation
import Glibc
import Testing
import TendPlan
import TendSystem

/// `ConfigurationFile`: where the file is, what it may say (a program's own keys, once each,
/// `key = value` or a comment), and that it is read only when no one else can change it.
/// Real files, each test in a directory of its own.
@Suite struct ConfigurationFileTests {
    static let keys = ["backend", "lead", "quiet-hours"]

    /// A fresh directory, removed with everything in it when the value goes away.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.path + "/tend-plan-tests-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        /// Writes `text` to `config` in the directory, with `mode`; its path.
        func config(_ text: String, mode: Int = 0o600) throws -> String {
            let file = path + "/config"
            try text.write(toFile: file, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
            return file
        }
    }

    /// Each entry as `value (line N)`.
    static func settings(_ file: ConfigurationFile) -> [String: String] {
        file.entries.mapValues { "\($0.value) (line \($0.line))" }
    }

    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/conf", "HOME": "/home/ann"], "/conf/tend/config"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/ann"], "/home/ann/.config/tend/config"),
        (["XDG_CONFIG_HOME": "", "HOME": "/home/ann"], "/home/ann/.config/tend/config"),
        (["HOME": "/home/ann"], "/home/ann/.config/tend/config"),
    ])
    func theDefaultPathFollowsXDGThenHome(environment: [String: String], path: String) {
        #expect(ConfigurationFile.defaultPath(environment: environment) == path)
    }

    @Test(arguments: [[:], ["HOME": "relative"], ["XDG_CONFIG_HOME": "relative", "HOME": ""]])
    func withoutAnAbsoluteHomeThereIsNoDefaultPath(environment: [String: String]) {
        #expect(ConfigurationFile.defaultPath(environment: environment) == nil)
    }

    @Test func entriesKeepTheirValueAndLineAndCommentsAndBlankLinesAreSkipped() throws {
        let scratch = try Scratch()
        let path = try scratch.config("# reminders\n\nbackend = print\n   lead=10m  \n#lead = 1h\nquiet-hours = 22:00-07:00 = late\n")
        let file = try #require(try ConfigurationFile.load(path, keys: Self.keys))
        #expect(file.path == path)
        #expect(Self.settings(file) == ["backend": "print (line 3)", "lead": "10m (line 4)", "quiet-hours": "22:00-07:00 = late (line 6)"])
    }

    @Test func anEmptyValueIsAValue() throws {
        let file = try ConfigurationFile.parse("backend =\n", path: "/c", keys: Self.keys)
        #expect(Self.settings(file) == ["backend": " (line 1)"])
    }

    @Test func noFileIsNoConfiguration() throws {
        let scratch = try Scratch()
        #expect(try ConfigurationFile.load(scratch.path + "/config", keys: Self.keys) == nil)
    }

    @Test(arguments: [
        ("backend = print\nsnooze\n", ConfigurationFileError.notKeyValue(path: "/c", line: 2)),
        ("volume = 11\n", .unknownKey(path: "/c", line: 1, key: "volume", keys: keys)),
        ("lead = 1m\n\nlead = 2m\n", .repeatedKey(path: "/c", line: 3, key: "lead", earlierLine: 1)),
        ("= print\n", .unknownKey(path: "/c", line: 1, key: "", keys: keys)),
    ])
    func aLineThatIsNotAKnownKeySetOnceIsAnError(text: String, error: ConfigurationFileError) {
        #expect(throws: error) { try ConfigurationFile.parse(text, path: "/c", keys: Self.keys) }
    }

    /// It may name a program to run: a file others can change is refused.
    @Test(arguments: [0o620, 0o602, 0o666])
    func aFileOthersMayWriteIsRefused(mode: Int) throws {
        let scratch = try Scratch()
        let path = try scratch.config("backend = print\n", mode: mode)
        #expect(throws: ConfigurationFileError.writableByOthers(path: path, mode: UInt32(mode))) {
            try ConfigurationFile.load(path, keys: Self.keys)
        }
    }

    @Test func aFileOthersMayOnlyReadIsRead() throws {
        let scratch = try Scratch()
        let path = try scratch.config("backend = print\n", mode: 0o644)
        #expect(try ConfigurationFile.load(path, keys: Self.keys)?.entries["backend"]?.value == "print")
    }

    /// A directory or a FIFO in its place is refused at once: opening a FIFO does not wait.
    @Test func somethingOtherThanARegularFileIsRefused() throws {
        let scratch = try Scratch()
        let directory = scratch.path + "/directory"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let fifo = scratch.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [directory, fifo] {
            #expect(throws: ConfigurationFileError.notRegularFile(path: path)) { try ConfigurationFile.load(path, keys: Self.keys) }
        }
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let scratch = try Scratch()
        let path = try scratch.config("# " + String(repeating: "x", count: ConfigurationFile.sizeLimit) + "\n")
        #expect(throws: ConfigurationFileError.tooLarge(path: path)) { try ConfigurationFile.load(path, keys: Self.keys) }
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() throws {
        let scratch = try Scratch()
        let path = try scratch.config("backend = print\n")
        let below = path + "/config"
        #expect(throws: ConfigurationFileError.unreadable(path: below, SystemError(code: ENOTDIR))) {
            try ConfigurationFile.load(below, keys: Self.keys)
        }
    }

    /// Another user's file is refused, even one only they can write. Making one needs root
    /// (chown), as the tests here run.
    @Test(.enabled(if: getuid() == 0, "making a file of another user's needs root"))
    func anotherUsersFileIsRefused() throws {
        let scratch = try Scratch()
        let path = try scratch.config("backend = print\n", mode: 0o644)
        #expect(chown(path, 65534, 65534) == 0)
        #expect(throws: ConfigurationFileError.ownedByAnotherUser(path: path)) { try ConfigurationFile.load(path, keys: Self.keys) }
    }
}
