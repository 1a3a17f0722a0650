import Foundation

/// A fresh directory of one test's own under the system's temporary directory, removed with
/// everything in it when the value goes away.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/tend-system-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the directory, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// The text of the file `name`; nil when there is none.
    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to the file `name`.
    func write(_ text: String, to name: String, mode: Int = 0o644) throws {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file(name))
    }
}
