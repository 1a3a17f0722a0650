import Testing
@testable import TendStore

/// The list of schema steps and the version this build names as its own agree: the constant
/// that a current database is compared with (so that opening one builds no step's SQL) is the
/// version of the last step, and the steps run 1, 2, 3, … without gaps.
@Suite struct MigrationListTests {
    @Test func theLatestVersionIsTheLastStepsVersion() {
        #expect(Migrations.latestVersion == Migrations.all.last?.version)
        #expect(Migrations.all.map { $0.version } == Array(1...Migrations.latestVersion))
    }
}
