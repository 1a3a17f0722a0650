import Foundation
import Testing
@testable import TendStore

/// Every shipped migration runs the SQL it shipped with, byte for byte: a database made by an
/// older tend is migrated as that tend's users' databases were. The steps share fragments
/// with live queries (`changeTriggers`, `doneMasksFromOutcomes`, … are also used by
/// `check --repair`), so an edit meant for one would otherwise silently change the other.
/// Each step's text is kept in `Tests/Fixtures/migrations/v<version>.sql`.
@Suite struct ShippedMigrationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/migrations")

    static func golden(_ version: Int) -> URL { folder.appendingPathComponent("v\(version).sql") }

    /// How to add a step, for the failure messages.
    static let howToAddOne = """
        A shipped migration must never change: put the change in a new step (Schema.version\(Migrations.latestVersion + 1), \
        appended to Migrations.all, with Migrations.latestVersion raised), and keep every fragment an older step uses as it \
        was (copy it into the new step if the new one needs it changed). Then record the new step's SQL with \
        TEND_UPDATE_GOLDEN=1 swift test --filter ShippedMigrationTests, which writes only the files that are missing.
        """

    @Test(arguments: Migrations.all.map(\.version))
    func theMigrationRunsTheSQLItShippedWith(version: Int) throws {
        let sql = try #require(Migrations.all.first { $0.version == version }).sql
        let file = Self.golden(version)
        if !FileManager.default.fileExists(atPath: file.path),
           ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" {
            try sql.write(to: file, atomically: true, encoding: .utf8)
        }
        let shipped = try #require(try? String(contentsOf: file, encoding: .utf8),
                                   "no SQL is recorded for migration \(version) in \(file.path). \(Self.howToAddOne)")
        #expect(sql == shipped, "the SQL of migration \(version) is not what shipped (\(file.path)). \(Self.howToAddOne)")
    }

    /// A recorded step that the list no longer has was removed after it shipped.
    @Test func everyRecordedStepIsStillInTheList() throws {
        let recorded = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        #expect(recorded == Migrations.all.map { "v\($0.version).sql" }.sorted(),
                "a shipped migration was removed or renumbered. \(Self.howToAddOne)")
    }
}
