import Foundation
import Testing

/// A care plan built through the real binary in a scratch database, with the clock pinned to
/// Tuesday 2026-12-01 13:00 in Berlin: one task in each style, some done, one logged, a Japanese
/// title, and two days of history.
struct CarePlanScenario {
    let directory: URL
    var database: String { directory.appendingPathComponent("tend.db").path }

    static let now = "2026-12-01T13:00"

    /// The environment every command of the scenario runs with.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ["TEND_DB": database, "TZ": "Europe/Berlin", "TEND_NOW": Self.now, "COLUMNS": "80"]
        for (k, v) in extra { env[k] = v }
        return env
    }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-scenario-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let steps: [[String]] = [
            ["add", "Ibuprofen 400 mg", "--id", "ibuprofen", "--schedule", "4 times a day", "--group", "medication",
             "--tint", "blue", "--instructions", "With food; no more than 4 tablets a day.", "--from", "2026-11-29"],
            ["add", "Vitamin D", "--schedule", "daily at 08:00", "--group", "medication", "--tint", "blue", "--from", "2026-11-29"],
            ["add", "Amoxicillin 500 mg", "--id", "amoxicillin", "--schedule", "every 8 hours from 06:00 for 10 days",
             "--group", "medication", "--style", "grid", "--from", "2026-11-29"],
            ["add", "Knee exercises", "--id", "physio", "--schedule", "weekdays at 18:30", "--group", "exercise",
             "--tint", "green", "--instructions", "3 sets of 10 slow bends.", "--from", "2026-11-29"],
            ["add", "イブプロフェン", "--id", "ibu-ja", "--schedule", "daily at 08:00 \"朝\" and 20:00 \"夜\"", "--from", "2026-11-29"],
            ["add", "Nausea", "--schedule", "every day", "--no-adherence", "--instructions", "How strong, from 0 to 10."],
            ["done", "ibuprofen", "1", "--date", "2026-11-30", "--at", "2026-11-30T08:10"],
            ["done", "ibuprofen", "2", "--date", "2026-11-30", "--at", "2026-11-30T12:05"],
            ["done", "vitamin-d", "--date", "2026-11-30", "--at", "2026-11-30T08:10"],
            ["done", "ibuprofen", "--at", "08:05"],
            ["done", "vitamin-d", "--at", "08:05", "--note", "with breakfast"],
            ["done", "amoxicillin", "1", "--at", "06:10"],
            ["done", "ibu-ja", "朝", "--at", "08:20"],
            ["log", "nausea", "--value", "3", "--unit", "/10", "--note", "after breakfast", "--at", "09:12"],
        ]
        for step in steps {
            let result = try TendProcess.run(step, environment: environment())
            guard result.status == 0 else {
                throw ScenarioError(step: step, stderr: result.stderr)
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    struct ScenarioError: Error, CustomStringConvertible {
        var step: [String]
        var stderr: String
        var description: String { "scenario step \(step) failed: \(stderr)" }
    }
}

/// Compares output with a golden file in `Golden/`; `TEND_UPDATE_GOLDEN=1` rewrites it.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "output differs from \(name); run with TEND_UPDATE_GOLDEN=1 and review the diff",
                sourceLocation: sourceLocation)
    }
}
