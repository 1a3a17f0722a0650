import Testing

/// The shipped binary (statically linked standard library) must do real time zone work: a
/// build that silently fell back to GMT would print the wrong offsets here.
@Suite struct ShippedBinaryZoneTests {
    /// (TZ, schedule, window, expected lines)
    static let cases: [(String, String, String, String, [String])] = [
        ("Europe/Berlin", "daily at 02:30 from 2026-03-28", "2026-03-28", "2026-03-31",
         ["0\t2026-03-28T02:30:00+01:00", "1\t2026-03-29T03:30:00+02:00", "2\t2026-03-30T02:30:00+02:00"]),
        ("Europe/Berlin", "daily at 02:30 from 2026-10-24", "2026-10-24", "2026-10-27",
         ["0\t2026-10-24T02:30:00+02:00", "1\t2026-10-25T02:30:00+02:00", "2\t2026-10-26T02:30:00+01:00"]),
        ("America/New_York", "every 12 hours from 2026-03-07 08:00", "2026-03-07", "2026-03-09",
         ["0\t2026-03-07T08:00:00-05:00", "1\t2026-03-07T20:00:00-05:00", "2\t2026-03-08T09:00:00-04:00", "3\t2026-03-08T21:00:00-04:00"]),
        ("Australia/Lord_Howe", "daily at 02:15 from 2026-10-03", "2026-10-03", "2026-10-06",
         ["0\t2026-10-03T02:15:00+10:30", "1\t2026-10-04T02:45:00+11:00", "2\t2026-10-05T02:15:00+11:00"]),
        ("Asia/Tokyo", "daily at 08:00 from 2026-12-01", "2026-12-01", "2026-12-03",
         ["0\t2026-12-01T08:00:00+09:00", "1\t2026-12-02T08:00:00+09:00"]),
    ]

    @Test(arguments: cases)
    func realDaylightSavingBehaviour(tz: String, schedule: String, from: String, to: String, expected: [String]) throws {
        let result = try TendProcess.run(["schedule", "expand", schedule, "--from", from, "--to", to], environment: ["TZ": tz])
        #expect(result.stderr == "")
        #expect(result.stdout.split(separator: "\n").map(String.init) == expected)
    }
}
