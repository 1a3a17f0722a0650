import Foundation
import Testing

/// One database has one daemon however it is named, the lock is never written through a link,
/// and a FIFO where the configuration file belongs is refused at once, not waited on.
@Suite(.timeLimit(.minutes(5))) struct DaemonLockTests {
    @Test func aSecondDaemonThroughASymbolicLinkIsRefused() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "07:00:00")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        let link = sandbox.directory.appendingPathComponent("other-name.db").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.database)
        let second = try TendProcess.run(["20", TendProcess.binary, "--db", link, "daemon", "--backend", "print"],
                                         environment: sandbox.environment(["TEND_NOW": "2026-12-01T07:00:00Z"]),
                                         executable: "/usr/bin/timeout")
        #expect(daemon.stop() == 0)
        #expect(second.status == 1)
        #expect(second.stderr == "Error: Another tend daemon (process \(daemon.process.processIdentifier)) is already reminding from '\(link)'; stop it first ('systemctl --user stop tend').\n")
    }

    @Test func aLinkPlantedAsTheLockIsRefusedAndItsTargetLeftAlone() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let victim = sandbox.directory.appendingPathComponent("victim.txt")
        try Data("keep me\n".utf8).write(to: victim)
        let lock = sandbox.database + ".daemon.lock"
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: victim.path)
        let result = try TendProcess.run(["20", TendProcess.binary, "--db", sandbox.database, "daemon", "--backend", "print"],
                                         environment: sandbox.environment(["TEND_NOW": "2026-12-01T07:00:00Z"]),
                                         executable: "/usr/bin/timeout")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The lock file '\(lock)' is not a regular file (a link or something else stands there); remove it and start the daemon again.\n")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
    }

    @Test(arguments: [["config"], ["daemon", "--once", "--backend", "print"]])
    func aFIFOAsTheConfigurationFileIsRefusedAtOnce(arguments: [String]) throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        try FileManager.default.createDirectory(at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.configFile.path, 0o600) == 0)
        let result = try TendProcess.run(["20", TendProcess.binary, "--db", sandbox.database] + arguments,
                                         environment: sandbox.environment(["TEND_NOW": "2026-12-01T07:00:00Z"]),
                                         executable: "/usr/bin/timeout")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: The configuration file '\(sandbox.configFile.path)' is not a regular file.\n")
    }
}
