import Foundation
import Testing
@testable import TendStore

/// Where the database file and its directories come from, with which modes, and the errors for
/// paths that cannot hold a database.
@Suite struct OpeningTests {
    @Test(arguments: [0o000, 0o022, 0o277] as [UInt32])
    func defaultLocationIsCreatedPrivateWhateverTheUmask(umask: UInt32) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("data/tend/tend.db")
        // The umask belongs to the whole process, so change it in a child only.
        let child = try ChildProcess.start(.openDefaultLocation(path: path, umask: umask), name: "opener", in: directory)
        let (ending, message) = child.finish()
        #expect(ending == .exited(0), "\(message)")
        #expect(FileFacts.mode(of: directory.file("data")) == 0o700)
        #expect(FileFacts.mode(of: directory.file("data/tend")) == 0o700)
        #expect(FileFacts.mode(of: path) == 0o600)
    }

    @Test func explicitPathCreatesOnlyTheFile() throws {
        let directory = try TemporaryDirectory()
        _ = try CareStore(path: directory.file("tend.db"))
        #expect(FileFacts.mode(of: directory.file("tend.db")) == 0o600)
        #expect(FileFacts.mode(of: directory.path) == 0o755)
    }

    @Test func pathWithJapaneseAndURICharactersWorks() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("服薬 100%?#")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/tend.db"
        _ = try Fixtures.store(at: path)
        #expect(try CareStore(path: path).read { try $0.tasks() }.map(\.id) == ["ibuprofen"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["服薬 100%?#"])
    }

    @Test func databaseIsInWriteAheadLogModeWithTheCurrentSchema() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA journal_mode") == ["wal"])
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        #expect(try Fixtures.query(path, "PRAGMA application_id") == ["\(0x5445_4E44)"])
    }

    /// Health data is the owner's: a database others could read is made owner-only with its
    /// companions, once, with a notice for the user (this replaces a test that it kept 0640).
    @Test(arguments: [0o640, 0o644] as [mode_t])
    func existingDatabaseOthersCanReadIsMadePrivate(mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        for file in [path, path + "-wal", path + "-shm"] { chmod(file, mode) }
        let store = try CareStore(path: path)
        #expect(store.notices == [.madePrivate(path: path, previousMode: Int(mode))])
        for file in [path, path + "-wal", path + "-shm"] { #expect(FileFacts.mode(of: file) == 0o600, "\(file)") }
        #expect(try CareStore(path: path).notices.isEmpty)
    }

    @Test func missingDirectoryOfAnExplicitPathIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing/tend.db")
        #expect(throws: StoreError.directoryMissing(path: path, directory: directory.file("missing"))) { try CareStore(path: path) }
        #expect(!FileFacts.exists(directory.file("missing")))
    }

    @Test func fileWhereTheDirectoryShouldBeIsRefused() throws {
        let directory = try TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: directory.file("notes"), contents: Data("x".utf8))
        let path = directory.file("notes/tend.db")
        for createMissingDirectories in [false, true] {
            #expect(throws: StoreError.notADirectory(path: path, directory: directory.file("notes"))) {
                try CareStore(path: path, createMissingDirectories: createMissingDirectories)
            }
        }
    }

    @Test func directoryAtTheDatabasePathIsRefused() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("tend.db"), withIntermediateDirectories: false)
        #expect(throws: StoreError.notAFile(path: directory.file("tend.db"))) { try CareStore(path: directory.file("tend.db")) }
    }

    /// Root writes through any permission bits, so each case runs in a child that first drops
    /// to the unprivileged user `nobody`; run as another user, the child stays that user and
    /// the bits apply just the same.
    enum ReadOnlyCase: CaseIterable {
        case readOnlyDirectoryWithoutDatabase
        case readOnlyFile
        case writableFileInReadOnlyDirectory
    }

    @Test(arguments: ReadOnlyCase.allCases)
    func readOnlyPlacesAreRefusedUntouched(_ readOnlyCase: ReadOnlyCase) throws {
        let directory = try TemporaryDirectory()
        let folder = directory.file("place")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/tend.db"
        let expected: StoreError
        switch readOnlyCase {
        case .readOnlyDirectoryWithoutDatabase:
            chmod(folder, 0o555)
            expected = .directoryNotWritable(path: path, directory: folder)
        case .readOnlyFile:
            _ = try Fixtures.store(at: path)
            chmod(path, 0o444)
            chmod(folder, 0o777)
            expected = .fileNotWritable(path: path)
        case .writableFileInReadOnlyDirectory:
            _ = try Fixtures.store(at: path)
            chmod(path, 0o666)
            chmod(folder, 0o555)
            expected = .directoryNotWritable(path: path, directory: folder)
        }
        let before = FileFacts.exists(path) ? try FileFacts.bytes(of: path) : nil
        let companions = FileFacts.companions(of: path)
        let child = try ChildProcess.start(.openUnprivileged(path: path), name: "unprivileged", in: directory)
        let (ending, message) = child.finish()
        #expect(ending == .exited(1))
        // The child reports the error it caught as `String(describing:)` does.
        #expect(message == String(describing: expected))
        #expect((FileFacts.exists(path) ? try FileFacts.bytes(of: path) : nil) == before)
        #expect(FileFacts.companions(of: path) == companions)
        chmod(folder, 0o755)
    }
}
