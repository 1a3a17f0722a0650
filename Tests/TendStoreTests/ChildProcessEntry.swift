import Foundation
import Testing

/// The way in for child processes: `ChildProcess` starts this test binary with only this test
/// selected and a role in its environment. In an ordinary run there is no role and the test
/// does nothing.
@Suite struct ChildProcessEntry {
    @Test func playTheRoleInTheEnvironment() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let role = environment[ChildProcess.roleVariable], let directory = environment[ChildProcess.directoryVariable] else {
            return
        }
        let context = ChildContext(directory: directory, gate: environment[ChildProcess.gateVariable])
        do {
            context.waitForGate()
            try JSONDecoder().decode(ChildRole.self, from: Data(role.utf8)).play(context)
        } catch {
            context.report(error)
            throw error
        }
    }
}
