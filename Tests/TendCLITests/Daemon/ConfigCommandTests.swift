import Foundation
import Testing

/// `tend config` and the configuration file: values and where they come from, errors, and a
/// file that only its owner may change.
@Suite struct ConfigCommandTests {
    func config(_ sandbox: DaemonSandbox, _ arguments: [String] = []) throws -> TendProcess.Result {
        try TendProcess.run(["config"] + arguments, environment: sandbox.environment())
    }

    @Test func showsEachSettingWithItsSource() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.writeConfig("# mine\nlead = 90s\n\nquiet-hours = 22:00 - 07:00\nnag-interval = 45\n")
        let result = try config(sandbox, ["--nag-limit", "5"])
        #expect(result.status == 0)
        let path = sandbox.configFile.path
        #expect(result.stdout == """
            Configuration file: \(path)

            SETTING       VALUE        FROM
            backend       auto         default
            command       (none)       default
            fallback      print        default
            lead          1m30s        \(path):2
            nag-interval  45m          \(path):5
            nag-limit     5            option --nag-limit
            snooze        10m          default
            catch-up      12h          default
            quiet-hours   22:00-07:00  \(path):4
            quiet-mode    wait         default
            all-day-time  09:00        default

            """)
    }

    @Test func initWritesADocumentedFileForItsOwnerAlone() throws {
        let sandbox = try DaemonSandbox()
        let created = try config(sandbox, ["--init"])
        #expect(created.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.configFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOf: sandbox.configFile, encoding: .utf8)
        #expect(text.contains("# nag-interval = 30m\n"))
        #expect(try config(sandbox).stdout.contains("lead          0m      default"))
        let again = try config(sandbox, ["--init"])
        #expect(again.status == 1)
        #expect(again.stderr == "Error: '\(sandbox.configFile.path)' already exists; edit it, or move it away first.\n")
    }

    @Test(arguments: [
        ("nag-intervall = 5m\n", ":1: unknown setting 'nag-intervall'. Did you mean 'nag-interval'?"),
        ("lead 5m\n", ":1: write 'key = value', such as 'lead = 10m'."),
        ("\nlead = soon\n", ":2: 'lead = soon': write a duration such as 10m, 2h or 1h30m."),
        ("backend = dbus\n", ":1: 'backend = dbus': write auto, libnotify, command, print."),
        ("backend = command\n", "The command backend needs a program: set 'command = …' in the configuration file or pass --command."),
        ("lead = 1m\nlead = 2m\n", ":2: 'lead' is already set on line 1."),
    ])
    func fileErrorsNameTheLine(text: String, message: String) throws {
        let sandbox = try DaemonSandbox()
        try sandbox.writeConfig(text)
        let result = try config(sandbox)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.hasSuffix(message + "\n"), "\(result.stderr)")
    }

    @Test func optionValuesAreUsageErrors() throws {
        let sandbox = try DaemonSandbox()
        let result = try config(sandbox, ["--quiet-hours", "late"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'late' is invalid for '--quiet-hours <range>': write a range such as 22:00-07:00, or off"))
    }

    @Test func aFileOthersCanChangeIsRefused() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.writeConfig("lead = 5m\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: sandbox.configFile.path)
        let result = try config(sandbox)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: Others can change the configuration file '\(sandbox.configFile.path)' (mode 664); make it yours alone with 'chmod 600 \(sandbox.configFile.path)'.\n")
        let daemon = try TendProcess.run(["--db", sandbox.database, "daemon", "--once"], environment: sandbox.environment())
        #expect(daemon.status == 1)
    }
}
