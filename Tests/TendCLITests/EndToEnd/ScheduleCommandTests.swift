import Foundation
import Testing

/// `tend schedule explain` and `tend schedule expand`, run as the shipped binary.
@Suite struct ScheduleCommandTests {
    @Test func expandPrintsIndexStartEndAndLabel() throws {
        let result = try TendProcess.run([
            "schedule", "expand", "daily at 08:00 \"Morning\" and 20:00 \"Evening\" from 2026-12-01",
            "--from", "2026-12-02", "--to", "2026-12-03", "--tz", "Asia/Tokyo",
        ])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == """
            2\t2026-12-02T08:00:00+09:00\t\tMorning
            3\t2026-12-02T20:00:00+09:00\t\tEvening

            """)
    }

    @Test func expandJSON() throws {
        let result = try TendProcess.run([
            "schedule", "expand", "on 2026-12-24", "--from", "2026-12-01", "--to", "2027-01-01", "--json",
            "--tz", "Europe/Berlin",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == """
            {
              "version": 1,
              "zone": "Europe/Berlin",
              "occurrences": [
                {
                  "index": 0,
                  "start": "2026-12-24T00:00:00+01:00",
                  "end": "2026-12-25T00:00:00+01:00",
                  "allDay": true,
                  "label": null
                }
              ]
            }

            """)
    }

    /// `--json` is written a batch at a time as it is expanded: over about 15,000 occurrences
    /// (several batches of `ScheduleEngine.batchSize`, across the change to summer time) it is
    /// the document the text lines describe, byte for byte.
    @Test func streamedJSONIsTheWholeDocument() throws {
        let arguments = ["schedule", "expand", "--rrule", "FREQ=MINUTELY;INTERVAL=3", "--dtstart", "2026-03-20T00:00",
                         "--from", "2026-03-20", "--to", "2026-04-20", "--tz", "Europe/Berlin"]
        let text = try TendProcess.run(arguments)
        let json = try TendProcess.run(arguments + ["--json"])
        let lines = text.stdout.split(separator: "\n")
        #expect(text.status == 0 && json.status == 0)
        #expect(lines.count > 3 * 4096)
        #expect(lines.first == "0\t2026-03-20T00:00:00+01:00")
        // The 20 times of the hour summer time skips (02:00–02:57, read as 03:00–03:57) are the
        // instants of the hour after it: their positions stay unused (docs/schedules.md).
        #expect(lines.last == "\(lines.count - 1 + 20)\t2026-04-19T23:57:00+02:00")
        let items = lines.map { line in
            let fields = line.split(separator: "\t")
            return "    {\n      \"index\": \(fields[0]),\n      \"start\": \"\(fields[1])\",\n      \"end\": null,\n"
                + "      \"allDay\": false,\n      \"label\": null\n    }"
        }
        #expect(json.stdout == "{\n  \"version\": 1,\n  \"zone\": \"Europe/Berlin\",\n  \"occurrences\": [\n"
            + items.joined(separator: ",\n") + "\n  ]\n}\n")
    }

    @Test func indicesDoNotDependOnTheWindow() throws {
        let whole = try TendProcess.run(["schedule", "expand", "every 6 hours from 2026-01-01 06:00", "--from", "2026-01-01", "--to", "2026-03-01"])
        let part = try TendProcess.run(["schedule", "expand", "every 6 hours from 2026-01-01 06:00", "--from", "2026-02-10T12:00", "--to", "2026-02-11"])
        let expected = whole.stdout.split(separator: "\n").filter { $0.contains("2026-02-10T12") || $0.contains("2026-02-10T18") }
        #expect(part.stdout.split(separator: "\n") == expected)
        #expect(expected.first?.hasPrefix("161\t") == true)
    }

    @Test func explainShowsWordsAndNextFive() throws {
        let result = try TendProcess.run(["schedule", "explain", "Weekdays at 7:30am", "--now", "2026-12-04T08:00", "--tz", "Europe/Berlin"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Schedule: weekdays at 07:30 from 2026-12-04
            Zone:     Europe/Berlin
            Next 5 occurrences:
              #2    Mon 2026-12-07 07:30 +01:00
              #3    Tue 2026-12-08 07:30 +01:00
              #4    Wed 2026-12-09 07:30 +01:00
              #5    Thu 2026-12-10 07:30 +01:00
              #6    Fri 2026-12-11 07:30 +01:00

            """)
    }

    /// People count from 1: a course's first dose is #1 and its last is #total, as `Total` says;
    /// the JSON of the same occurrences keeps the 0-based `index` (0, 1, 2).
    @Test func explainNumbersOccurrencesFromOne() throws {
        let arguments = ["schedule", "explain", "daily at 08:00 for 3 days", "--now", "2026-12-01T07:00", "--tz", "Europe/Berlin"]
        let result = try TendProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Schedule: daily at 08:00 from 2026-12-01 until 2026-12-03
            Zone:     Europe/Berlin
            Total:    3 occurrences
            Next 3 occurrences:
              #1    Tue 2026-12-01 08:00 +01:00
              #2    Wed 2026-12-02 08:00 +01:00
              #3    Thu 2026-12-03 08:00 +01:00

            """)
        let json = try TendProcess.run(arguments + ["--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let next = try #require(document["next"] as? [[String: Any]])
        #expect(next.map { $0["index"] as? Int } == [0, 1, 2])
    }

    @Test func badScheduleShowsCaretAndSuggestion() throws {
        let result = try TendProcess.run(["schedule", "explain", "daily at 08:00 untill 2026-12-10"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Error: Bad schedule: unexpected word 'untill'.
              daily at 08:00 untill 2026-12-10
                             ^^^^^^
            Did you mean 'until'?

            """)
    }

    static let hostileSchedules = ["every 0 hours", "10000000 times a day", "daily at 08:00 from 0000-01-01",
                                   "on 99999-01-01", "every 1 minutes between 00:00 and 23:59 for 1000000 times",
                                   "RRULE:FREQ=SECONDLY;INTERVAL=0", "\u{1B}[31m", "+", "daily at 08:00 +  + weekly"]

    @Test(arguments: hostileSchedules)
    func hostileInputIsRejectedOrAnsweredWithoutTrapping(text: String) throws {
        let result = try TendProcess.run(["schedule", "explain", text, "--now", "2026-12-01T00:00"])
        #expect(result.status == 0 || result.status == 64)
        #expect(!result.stderr.contains("Fatal error"))
        if result.status == 64 { #expect(result.stderr.hasPrefix("Error: ")) }
    }

    @Test func tenMegabytesOfTextIsRefusedQuickly() throws {
        let text = String(repeating: "daily at 08:00 ", count: 700_000)
        let result = try TendProcess.run(["schedule", "explain", "-"], input: text)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Bad schedule: the schedule is longer than 4000 characters."))
    }

    @Test func versionAndHelp() throws {
        #expect(try TendProcess.run(["--version"]).stdout == "0.1.0\n")
        let help = try TendProcess.run(["help", "schedule", "expand"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: List every occurrence of a schedule that starts in a window."))
        #expect(try TendProcess.run(["schedule", "expand", "--help"]).stdout == help.stdout)
    }

    @Test func unknownOptionSuggestsTheNearest() throws {
        let result = try TendProcess.run(["schedule", "expand", "daily", "--form", "2026-12-01", "--to", "2026-12-02"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--form'. Did you mean '--from'?\nUsage: tend schedule expand"))
    }
}
