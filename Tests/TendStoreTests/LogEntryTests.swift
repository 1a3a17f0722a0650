import TendCore
import Testing
@testable import TendStore

@Suite struct LogEntryTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["nausea", "pain"])
    }

    @discardableResult
    private func log(_ task: String, hour: Int64, value: RecordedValue? = nil, unit: String? = nil) throws -> LogEntry {
        try store.write {
            try $0.addLogEntry(taskID: task, at: Fixtures.at(hours: hour), value: value, unit: unit, note: "h\(hour)", recordedAt: Fixtures.at(hours: 100))
        }
    }

    @Test(arguments: [
        (nil, nil),
        (RecordedValue.number(7), "/10"),
        (RecordedValue.text("after lunch"), nil),
        (RecordedValue.boolean(true), nil),
        (RecordedValue.boolean(false), nil),
    ] as [(RecordedValue?, String?)])
    func entryRoundTrips(value: RecordedValue?, unit: String?) throws {
        let entry = try log("pain", hour: 3, value: value, unit: unit)
        #expect(try store.read { try $0.logEntry(id: entry.id) } == entry)
        #expect(entry.value == value)
        #expect(entry.unit == unit)
    }

    @Test func unitWithoutAValueIsDropped() throws {
        let entry = try log("pain", hour: 3, unit: "mg")
        #expect(entry.unit == nil)
        #expect(try store.read { try $0.logEntry(id: entry.id) }?.unit == nil)
    }

    @Test func entriesByRangeAreHalfOpenAndInTimeOrder() throws {
        for hour: Int64 in [5, 1, 3, 2, 4] {
            try log("nausea", hour: hour)
        }
        try log("pain", hour: 2)
        let range = Fixtures.at(hours: 2)..<Fixtures.at(hours: 5)
        #expect(try store.read { try $0.logEntries(of: "nausea", in: range) }.map(\.note) == ["h2", "h3", "h4"])
        #expect(try store.read { try $0.logEntries(in: range) }.map(\.taskID) == ["nausea", "pain", "nausea", "nausea"])
    }

    @Test func undoRemovesTheEntryMadeLast() throws {
        try log("nausea", hour: 9)
        let last = try log("nausea", hour: 2)
        try log("pain", hour: 10)
        #expect(try store.write { try $0.removeLatestLogEntry(of: "nausea") } == last)
        #expect(try store.read { try $0.logEntries(of: "nausea", in: Fixtures.march1..<Fixtures.at(hours: 24)) }.map(\.note) == ["h9"])
        #expect(try store.read { try $0.logEntries(of: "pain", in: Fixtures.march1..<Fixtures.at(hours: 24)) }.count == 1)
    }

    @Test func undoWithNothingLoggedReturnsNil() throws {
        #expect(try store.write { try $0.removeLatestLogEntry(of: "nausea") } == nil)
    }

    @Test func removeByID() throws {
        let first = try log("nausea", hour: 1)
        try log("nausea", hour: 2)
        #expect(try store.write { try $0.removeLogEntry(id: first.id) } == first)
        #expect(try store.write { try $0.removeLogEntry(id: first.id) } == nil)
        #expect(try store.read { try $0.logEntries(in: Fixtures.march1..<Fixtures.at(hours: 24)) }.map(\.note) == ["h2"])
    }

    @Test func loggingForAnUnknownTaskThrows() throws {
        #expect(throws: StoreError.taskNotFound(id: "ghost")) { try log("ghost", hour: 1) }
    }
}
