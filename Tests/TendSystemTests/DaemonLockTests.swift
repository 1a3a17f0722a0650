import Foundation
import Glibc
import Testing
import TendSystem

/// `DaemonLock`: one holder per database however it is named, the holder's process id in the
/// file, the lock gone with its holder, and nothing but a regular file of its own taken.
@Suite struct DaemonLockTests {
    @Test func aSecondLockIsRefusedAndNamesTheHolder() throws {
        let scratch = try ScratchDirectory()
        let lock = try DaemonLock(databasePath: scratch.file("tend.db"))
        #expect(scratch.text("tend.db.daemon.lock") == "\(getpid())\n")
        // flock belongs to the open file, so a second open in this process is refused too.
        #expect(throws: DaemonLock.Failure.held(holder: Int(getpid()))) { try DaemonLock(databasePath: scratch.file("tend.db")) }
        withExtendedLifetime(lock) {}
    }

    @Test func theLockGoesWithItsHolder() throws {
        let scratch = try ScratchDirectory()
        do { _ = try DaemonLock(databasePath: scratch.file("tend.db")) }
        let again = try DaemonLock(databasePath: scratch.file("tend.db"))
        #expect(scratch.text("tend.db.daemon.lock") == "\(getpid())\n")
        withExtendedLifetime(again) {}
    }

    /// A database reached through a symbolic link has the one lock beside the file itself.
    @Test func aDatabaseNamedThroughALinkHasTheOneLock() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("", to: "tend.db")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("alias.db"), withDestinationPath: scratch.file("tend.db"))
        let lock = try DaemonLock(databasePath: scratch.file("tend.db"))
        #expect(throws: DaemonLock.Failure.held(holder: Int(getpid()))) { try DaemonLock(databasePath: scratch.file("alias.db")) }
        #expect(!scratch.names.contains("alias.db.daemon.lock"))
        withExtendedLifetime(lock) {}
    }

    /// A holder whose file names no process (an older or a damaged file) is still a holder.
    @Test func aHeldLockWhoseFileNamesNoProcessIsHeldByNobodyKnown() throws {
        let scratch = try ScratchDirectory()
        let lock = try DaemonLock(databasePath: scratch.file("tend.db"))
        try scratch.write("not a pid\n", to: "tend.db.daemon.lock", mode: 0o600)
        #expect(throws: DaemonLock.Failure.held(holder: nil)) { try DaemonLock(databasePath: scratch.file("tend.db")) }
        withExtendedLifetime(lock) {}
    }

    @Test func aLinkOrADirectoryInThePlaceOfTheLockIsRefused() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("keep\n", to: "elsewhere")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("a.db.daemon.lock"), withDestinationPath: scratch.file("elsewhere"))
        try FileManager.default.createDirectory(atPath: scratch.file("b.db.daemon.lock"), withIntermediateDirectories: false)
        // A link is refused before it is followed; a directory cannot be opened for writing.
        #expect(throws: DaemonLock.Failure.notARegularFile(path: scratch.file("a.db.daemon.lock"))) {
            try DaemonLock(databasePath: scratch.file("a.db"))
        }
        #expect(throws: DaemonLock.Failure.cannotCreate(path: scratch.file("b.db.daemon.lock"), .isADirectory)) {
            try DaemonLock(databasePath: scratch.file("b.db"))
        }
        #expect(scratch.text("elsewhere") == "keep\n")
    }

    @Test func aLockThatCannotBeCreatedSaysWhy() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.file("missing/tend.db")
        #expect(throws: DaemonLock.Failure.cannotCreate(path: path + ".daemon.lock", SystemError(code: ENOENT))) {
            try DaemonLock(databasePath: path)
        }
    }

    @Test func theLockFileIsOwnerOnly() throws {
        let scratch = try ScratchDirectory()
        let lock = try DaemonLock(databasePath: scratch.file("tend.db"))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.file("tend.db.daemon.lock"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        withExtendedLifetime(lock) {}
    }
}
