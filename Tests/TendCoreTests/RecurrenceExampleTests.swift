import Testing
import TendCore

/// The RFC 5545 §3.8.5.3 examples and libical's test cases, checked exactly.
@Suite struct RecurrenceExampleTests {
    static let rfcExamples = RecurrenceCase.load("rfc5545_examples.txt")
    static let libicalCases = RecurrenceCase.load("icalrecur_test.txt")

    @Test func dataFilesAreComplete() {
        #expect(Self.rfcExamples.count == 39)
        #expect(Self.rfcExamples.flatMap(\.rules).count == 42)
        #expect(Self.libicalCases.count == 141)
        #expect(Self.libicalCases.filter { $0.dateutilReason != nil }.count == 18)
    }

    @Test(arguments: rfcExamples)
    func rfc5545Example(_ example: RecurrenceCase) throws {
        for text in example.rules {
            try check(text, example)
        }
    }

    @Test(arguments: libicalCases)
    func libicalCase(_ example: RecurrenceCase) throws {
        for text in example.rules {
            try check(text, example)
        }
    }

    private func check(_ text: String, _ example: RecurrenceCase) throws {
        let rule = try RecurrenceRule(parsing: text)
        let expander = RecurrenceExpander(rule: rule, start: example.start)
        let found = expander.occurrences(before: example.before)
        #expect(described(found) == described(example.instances), "\(text)")
        for (index, value) in found.enumerated() {
            #expect(expander.occurrence(at: index) == value)
            #expect(expander.count(before: value) == index)
        }
        #expect(try RecurrenceRule(parsing: rule.rfcText) == rule)
    }
}
