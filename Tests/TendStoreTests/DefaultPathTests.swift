import Testing
@testable import TendStore

@Suite struct DefaultPathTests {
    @Test(arguments: [
        (["XDG_DATA_HOME": "/data", "HOME": "/home/ann"], "/data/tend/tend.db"),
        (["XDG_DATA_HOME": "/data/", "HOME": "/home/ann"], "/data/tend/tend.db"),
        (["XDG_DATA_HOME": "relative/data", "HOME": "/home/ann"], "/home/ann/.local/share/tend/tend.db"),
        (["XDG_DATA_HOME": "", "HOME": "/home/ann/"], "/home/ann/.local/share/tend/tend.db"),
        (["HOME": "/home/ann"], "/home/ann/.local/share/tend/tend.db"),
    ])
    func defaultPathFollowsXDG(environment: [String: String], expected: String) throws {
        #expect(try CareStore.defaultPath(environment: environment) == expected)
    }

    @Test func withoutHomeThereIsNoDefaultPath() {
        #expect(throws: StoreError.noDefaultLocation) {
            try CareStore.defaultPath(environment: ["XDG_DATA_HOME": "relative"])
        }
    }

    @Test(arguments: [
        ("/x/tend.db", "file:///x/tend.db?mode=rw"),
        ("tend.db", "file:tend.db?mode=rw"),
        ("/x/100%?#.db", "file:///x/100%25%3F%23.db?mode=rw"),
        ("/x/服薬 ノート/tend.db", "file:///x/服薬 ノート/tend.db?mode=rw"),
    ])
    func pathsBecomeURIsWithReservedCharactersEncoded(path: String, uri: String) {
        #expect(CareStore.uri(for: path, query: "mode=rw") == uri)
    }
}
