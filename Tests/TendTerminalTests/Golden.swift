import Foundation
import Testing

/// Golden files under `Golden/`, next to this source file. With `TEND_UPDATE_GOLDEN=1` the
/// files are rewritten from the actual output instead of compared; review the diff by eye.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent(name)
        if isUpdating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "differs from Golden/\(name); rerun with TEND_UPDATE_GOLDEN=1 to update", sourceLocation: sourceLocation)
    }
}
