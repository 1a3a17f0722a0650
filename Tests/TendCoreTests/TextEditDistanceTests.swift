import Testing
import TendCore

@Suite struct TextEditDistanceTests {
    @Test(arguments: [
        ("kitten", "sitting", 3),
        ("tomorow", "tomorrow", 1),
        ("weekly", "wekely", 1),
        ("weekly", "wkeely", 2),
        ("ab", "ba", 1),
        ("ca", "abc", 3),
        ("", "abc", 3),
        ("abc", "", 3),
        ("same", "same", 0),
        ("日本語", "日本", 1),
    ])
    func distance(source: String, target: String, expected: Int) {
        #expect(EditDistance.between(source, target) == expected)
        #expect(EditDistance.between(target, source) == expected)
    }

    @Test func cutoffGivesUpEarly() {
        #expect(EditDistance.between("kitten", "sitting", cutoff: 2) == nil)
        #expect(EditDistance.between("kitten", "sitting", cutoff: 3) == 3)
        #expect(EditDistance.between("a", "abcdefgh", cutoff: 3) == nil)
    }

    @Test(arguments: [
        ("lst", ["today", "list", "add"], "list"),
        ("TOMOROW", ["--tomorrow", "tomorrow"], "tomorrow"),
        ("List", ["list", "lost"], "list"),
        ("wekly", ["daily", "weekly", "monthly"], "weekly"),
        ("ibuprofn", ["ibuprofen", "paracetamol"], "ibuprofen"),
    ] as [(String, [String], String)])
    func suggestions(word: String, candidates: [String], expected: String) {
        #expect(nearest(to: word, among: candidates) == expected)
    }

    @Test func nothingCloseEnough() {
        #expect(nearest(to: "x", among: ["a", "b"]) == nil)
        #expect(nearest(to: "frobnicate", among: ["today", "list"]) == nil)
        #expect(nearest(to: "expl", among: ["explain"]) == nil)
        #expect(nearest(to: "abc", among: []) == nil)
    }

    @Test func tiesDoNotDependOnCandidateOrder() {
        #expect(nearest(to: "at", among: ["cat", "bat"]) == "bat")
        #expect(nearest(to: "at", among: ["bat", "cat"]) == "bat")
        #expect(nearest(to: "list", among: ["lisp", "List"]) == "List")
        #expect(nearest(to: "list", among: ["List", "list"]) == "List")
    }
}
