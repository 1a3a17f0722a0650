import Testing
import TendTerminal

@Suite struct ColorChoiceTests {
    @Test(arguments: [
        (ColorChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.auto, ["TERM": "xterm-256color"], true, true),
        (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, true),
        (.never, ["TERM": "xterm-256color"], true, false),
    ])
    func resolvesTheSwitchTheEnvironmentAndTheTerminal(
        flag: ColorChoice, environment: [String: String], isTerminal: Bool, expected: Bool
    ) {
        #expect(ColorChoice.resolve(flag: flag, environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test func parsesTheSwitchValues() {
        #expect(ColorChoice(rawValue: "always") == .always)
        #expect(ColorChoice(rawValue: "sometimes") == nil)
    }
}
