import Foundation
import TendInterchange

/// The vCard files of `Tests/Fixtures/vcard/`, read as the importer reads them.
enum VCardFixtures {
    static func bytes(_ name: String) throws -> [UInt8] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/vcard")
        return Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func imported(_ name: String) throws -> [VCardImportedContact] {
        try VCardImport.read([(name: name, bytes: bytes(name))])
    }
}
