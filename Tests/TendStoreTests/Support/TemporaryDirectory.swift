import Foundation
import Glibc

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the value goes away. Mode 0755, so that a process that dropped its privileges can
/// reach what is inside.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/tend-store-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }
}

/// File facts the tests compare.
enum FileFacts {
    /// The permission bits of the file at `path`, read without Foundation so that a forked
    /// child may ask too; -1 when there is no such file.
    static func mode(of path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return -1 }
        return Int(status.st_mode & 0o7777)
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func bytes(of path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The `-wal` and `-shm` companions of the database at `path` that exist.
    static func companions(of path: String) -> [String] {
        ["-wal", "-shm", "-journal"].map { path + $0 }.filter(exists)
    }
}
