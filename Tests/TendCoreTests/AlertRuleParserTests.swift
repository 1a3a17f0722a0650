import TendCore
import Testing

@Suite struct AlertRuleParserTests {
    typealias Parsed = AlertRuleParser.Parsed
    typealias SyntaxError = AlertRuleParser.SyntaxError

    @Test(arguments: [
        (">= 8: call dr-sato", Parsed(condition: .value(.atLeast, 8), action: .call, contact: "dr-sato")),
        (">=8:call Dr. Sato", Parsed(condition: .value(.atLeast, 8), action: .call, contact: "Dr. Sato")),
        ("< 2.5 : Email  mum ", Parsed(condition: .value(.below, 2.5), action: .email, contact: "mum")),
        ("= 0: message 佐藤 花子", Parsed(condition: .value(.equal, 0), action: .message, contact: "佐藤 花子")),
        ("missed 2 doses: message mum", Parsed(condition: .missedDoses(2), action: .message, contact: "mum")),
        ("Missed 1: call dr-sato", Parsed(condition: .missedDoses(1), action: .call, contact: "dr-sato")),
    ] as [(String, Parsed)])
    func rulesAreRead(text: String, rule: Parsed) {
        #expect(AlertRuleParser.parse(text) == .success(rule))
    }

    @Test(arguments: [
        (">= 8 call dr-sato", SyntaxError(problem: .missingColon, offset: 17, length: 1)),
        ("high: call dr-sato", SyntaxError(problem: .unknownCondition, offset: 0, length: 4)),
        (">= eight: call dr-sato", SyntaxError(problem: .badThreshold, offset: 2, length: 6)),
        ("missed two doses: call mum", SyntaxError(problem: .badMissedCount, offset: 7, length: 9)),
        ("missed 0: call mum", SyntaxError(problem: .badMissedCount, offset: 7, length: 1)),
        (">= 8: phone dr-sato", SyntaxError(problem: .unknownAction(suggestion: nil), offset: 6, length: 5)),
        (">= 8: cal dr-sato", SyntaxError(problem: .unknownAction(suggestion: "call"), offset: 6, length: 3)),
        (">= 8: map dr-sato", SyntaxError(problem: .unknownAction(suggestion: nil), offset: 6, length: 3)),
        (">= 8: call", SyntaxError(problem: .missingContact, offset: 10, length: 1)),
    ] as [(String, SyntaxError)])
    func badRulesSayWhere(text: String, error: SyntaxError) {
        #expect(AlertRuleParser.parse(text) == .failure(error))
    }

    @Test func aValueMeetsItsComparison() {
        let rule = AlertRule(condition: .value(.atLeast, 8), action: .call, contactID: "dr-sato")
        #expect(rule.isMet(byValue: 8) && rule.isMet(byValue: 9.5) && !rule.isMet(byValue: 7.9))
        #expect(!AlertRule(condition: .missedDoses(2), action: .call, contactID: "x").isMet(byValue: 100))
    }
}
