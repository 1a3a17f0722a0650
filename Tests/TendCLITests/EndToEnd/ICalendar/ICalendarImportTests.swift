import Foundation
import Testing

/// `tend import` on files in the shapes Google Calendar, Thunderbird, Outlook, Apple Calendar,
/// Nextcloud and Tasks.org write, and on DST weeks in Berlin and New York: the exact tasks,
/// schedules and completions (golden files), the same occurrences as Python's
/// recurring_ical_events over a year; and bad files refused with the line, the database untouched.
@Suite struct ICalendarImportTests {
    static let environment = ["TZ": "Europe/Berlin", "TEND_NOW": "2026-12-01T12:00", "COLUMNS": "80"]

    @Test(arguments: [("google", "2026-11-29", "2026-12-13"), ("thunderbird", "2026-11-29", "2026-12-13"),
                      ("outlook", "2026-11-29", "2026-12-13"), ("apple", "2026-11-29", "2026-12-20"),
                      ("nextcloud", "2026-11-25", "2026-12-08"), ("tasksorg", "2026-11-29", "2026-12-06"),
                      ("dst-berlin", "2027-03-24", "2027-04-02"), ("dst-berlin", "2027-10-27", "2027-11-05"),
                      ("dst-newyork", "2027-03-11", "2027-03-18"), ("dst-newyork", "2027-10-30", "2027-11-11")])
    func aCalendarFileBecomesTasksAndCompletions(name: String, from: String, to: String) throws {
        let directory = try ICalendarSupport.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("tend.db").path
        var environment = Self.environment
        environment["TEND_DB"] = database
        let file = ICalendarSupport.fixtures.appendingPathComponent(name + ".ics").path
        let result = try TendProcess.run(["import", file], environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let occurrences = try ICalendarSupport.occurrences(database: database, zone: "Europe/Berlin", from: from, to: to)
        let completions = try ICalendarSupport.completions(database: database)
        let text = result.stdout.replacingOccurrences(of: file, with: "FILE") + "\nOccurrences from \(from) to \(to):\n"
            + occurrences.joined(separator: "\n") + "\n\nCompletions:\n" + completions.joined(separator: "\n") + "\n"
        try Golden.check(text, name: "import-\(name)-\(from).txt")

        let python = try ICalendarExternalReaderTests.pythonWithIcalendar()
        let oracle = try ICalendarExternalReaderTests.run(python, ["\(ICalendarSupport.fixtures.path)/expand.py", file, "Europe/Berlin", from, to],
                                                          zone: "UTC")
        #expect(oracle.status == 0, "\(oracle.stderr)")
        let theirs = oracle.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[1]) }.sorted()
        #expect(occurrences.map { String($0.split(separator: "\t")[1]) }.sorted() == theirs)

        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let again = try TendProcess.run(["import", file], environment: environment)
        #expect(again.status == 0)
        #expect(again.stdout.contains("Added 0 tasks with 0 completions"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    /// Bad files, each written into the scratch folder, with the exact error and exit status.
    static let badFiles: [(name: String, status: Int32, message: String)] = [
        ("truncated", 65, "Error: 'FILE' line 1: BEGIN:VCALENDAR is never closed by END:VCALENDAR (the file is cut short); nothing was imported.\n"),
        ("binary", 65, "Error: 'FILE': it holds a NUL byte, so it is binary, not text; nothing was imported.\n"),
        ("huge", 65, "Error: 'FILE' is 100 MiB; tend reads calendar files of up to 16 MiB; nothing was imported.\n"),
        ("contradicting-zone", 65, "Error: 'FILE' line 8: the VTIMEZONE 'Europe/Berlin' gives UTC offsets -5 and -4, but Europe/Berlin has +1 and +2; fix the VTIMEZONE or the TZID; nothing was imported.\n"),
        ("refused-rule", 65, "Error: 'FILE' line 5: the RRULE 'FREQ=DAILY;BYSETPOS=1' cannot be read: BYSETPOS needs another BY rule part to choose from; nothing was imported.\n"),
        ("vcard", 65, "Error: 'FILE' is not an iCalendar file: it holds a VCARD, not a VCALENDAR; export a calendar (.ics) from your calendar program; nothing was imported.\n"),
        ("text", 65, "Error: 'FILE' is not an iCalendar file: it has no BEGIN:VCALENDAR; export a calendar (.ics) from your calendar program; nothing was imported.\n"),
        ("bad-date", 65, "Error: 'FILE' line 4: DTSTART '2026-12-01' is not a date, date-time or duration (write 20261201, 20261201T080000, 20261201T070000Z or PT30M); nothing was imported.\n"),
        ("missing", 66, "Error: Cannot read 'FILE': No such file or directory.\n"),
    ]

    static func write(_ name: String, to path: String) throws {
        let google = try Data(contentsOf: ICalendarSupport.fixtures.appendingPathComponent("google.ics"))
        switch name {
        case "truncated": try google.prefix(1500).write(to: URL(fileURLWithPath: path))
        case "binary": try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: URL(fileURLWithPath: path))
        case "huge":
            FileManager.default.createFile(atPath: path, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 100 << 20)
            try handle.close()
        case "contradicting-zone":
            let text = String(decoding: google, as: UTF8.self).replacingOccurrences(of: "TZOFFSETTO:+0200", with: "TZOFFSETTO:-0400")
                .replacingOccurrences(of: "TZOFFSETTO:+0100", with: "TZOFFSETTO:-0500")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        case "refused-rule":
            try "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nDTSTART:20261201T090000\r\nRRULE:FREQ=DAILY;BYSETPOS=1\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        case "vcard": try "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Dr. Weiß\r\nEND:VCARD\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        case "text": try "hello world\n".write(toFile: path, atomically: true, encoding: .utf8)
        case "bad-date":
            try "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:2026-12-01\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        default: break
        }
    }

    @Test(arguments: badFiles)
    func aBadFileIsRefusedAndChangesNothing(name: String, status: Int32, message: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent(name + ".ics").path
        try Self.write(name, to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: scenario.database))
        for arguments in [["import", path], ["import", path, "--dry-run"]] {
            let result = try TendProcess.run(arguments, environment: scenario.environment())
            #expect(result.status == status)
            #expect(result.stdout == "")
            #expect(result.stderr == message.replacingOccurrences(of: "FILE", with: path))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario.database)) == before)
    }

    @Test func whatTendCannotHoldIsListedWithItsLineAndTheRestImported() throws {
        let directory = try ICalendarSupport.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.ics").path
        try """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:walk\r
            SUMMARY:Walk\r
            DESCRIPTION:Around the park\r
            and back\r
            DTSTART:20261202T170000\r
            RRULE:FREQ=WEEKLY;BYDAY=WE\r
            X-UNKNOWN;X-PARAM="a:b":whatever\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:walk\r
            SUMMARY:Walk again\r
            DTSTART:20261203T170000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:stretch\r
            RECURRENCE-ID:20261203T170000\r
            DTSTART:20261203T170000\r
            STATUS:COMPLETED\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:physio\r
            SUMMARY:Physio\r
            DTSTART;TZID=Mars/Olympus:20261203T170000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:walk\r
            RECURRENCE-ID;RANGE=THISANDFUTURE:20261209T170000\r
            DTSTART:20261209T180000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:walk\r
            RECURRENCE-ID:20261210T170000\r
            STATUS:COMPLETED\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(toFile: path, atomically: true, encoding: .utf8)
        var environment = Self.environment
        environment["TEND_DB"] = directory.appendingPathComponent("tend.db").path
        let result = try TendProcess.run(["import", path], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Added walk-262210: Walk — weekly on wednesday at 17:00 from Wed 2 Dec 2026 17:00
            Skipped line 6: it cannot be read: the line has no ':' between its name and its value (a folded line whose continuation lost its leading space?).
            Skipped VEVENT 'Walk again' at line 11: an earlier component has the same UID.
            Skipped VEVENT at line 16: it overrides an occurrence of a series that is not in the file.
            Skipped VEVENT 'Physio' at line 22: its time zone 'Mars/Olympus' is neither an IANA nor a Windows zone name tend knows.
            Skipped VEVENT at line 27: it changes this and all later occurrences (RANGE), which tend cannot hold.
            Skipped VEVENT at line 32: its RECURRENCE-ID 20261210T170000 is not an occurrence of its series.
            Added 1 task with 0 completions; 0 already in the plan; 6 skipped.

            """)
    }

    /// A component that gives DTSTART twice (a visit moved by hand, the old line kept) is
    /// skipped with its line and the second DTSTART's, never imported with the first.
    @Test func aComponentWithTwoStartsIsSkippedWithItsLines() throws {
        let directory = try ICalendarSupport.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("moved.ics").path
        try """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:walk\r
            SUMMARY:Walk\r
            DTSTART:20261202T170000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:dentist\r
            SUMMARY:Dentist\r
            DTSTART:20261203T090000\r
            DTSTART:20261204T090000\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(toFile: path, atomically: true, encoding: .utf8)
        var environment = Self.environment
        environment["TEND_DB"] = directory.appendingPathComponent("tend.db").path
        let result = try TendProcess.run(["import", path], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            Skipped VEVENT 'Dentist' at line 7: it gives DTSTART again at line 11, and a component has one DTSTART, \
            so which is meant is unknown; keep one and import it again.
            Added 1 task with 0 completions; 0 already in the plan; 1 skipped.
            """))
    }
}
