import Foundation

/// Watches the Notify calls on a session bus with `dbus-monitor`: what a client asked the
/// notification server, hints included, which dunst's history does not keep.
final class BusMonitor {
    private let process: BackgroundProcess

    /// A Notify call: the id it replaces (0 for a new popup), its summary and its hints.
    struct NotifyCall: Equatable {
        var replacesID: Int
        var summary: String
        var hints: [String: String]
    }

    init(session: DesktopSession) throws {
        process = try BackgroundProcess(
            "/usr/bin/dbus-monitor",
            ["--address", session.busAddress, "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"],
            environment: session.environment, directory: session.directory, name: "dbus-monitor")
        guard Wait.until(timeout: 10, { self.process.output.contains("NameAcquired") || self.process.output.contains("NameLost") }) else {
            throw DesktopError("dbus-monitor did not start: \(process.errors)")
        }
    }

    /// The Notify calls seen so far, in order.
    func calls() -> [NotifyCall] {
        process.output.components(separatedBy: "\nmethod call ").dropFirst().compactMap { block in
            let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let replaces = lines.first(where: { $0.hasPrefix("uint32 ") }).flatMap({ Int($0.dropFirst(7)) }) else { return nil }
            let strings = lines.filter { $0.hasPrefix("string \"") }.map { String($0.dropFirst(8).dropLast()) }
            var hints: [String: String] = [:]
            for (index, line) in lines.enumerated() where line == "dict entry(" && index + 2 < lines.count {
                let key = String(lines[index + 1].dropFirst(8).dropLast())
                let value = lines[index + 2].split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).joined(separator: " ")
                hints[key] = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : value
            }
            return NotifyCall(replacesID: replaces, summary: strings.count > 2 ? strings[2] : "", hints: hints)
        }
    }
}
