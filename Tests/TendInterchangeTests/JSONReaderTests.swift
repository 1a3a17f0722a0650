import Testing
import TendInterchange

/// The streaming reader hands out RFC 8259's tokens in order, refuses everything else with
/// the line and column of the problem, and reads the same whatever the chunk size.
@Suite struct JSONReaderTests {
    static func tokens(_ text: String, chunk: Int = 1 << 16) throws -> [JSONToken] {
        let bytes = Array(text.utf8)
        var offset = 0
        var reader = JSONReader {
            defer { offset = min(bytes.count, offset + chunk) }
            return Array(bytes[offset..<min(bytes.count, offset + chunk)])
        }
        var tokens: [JSONToken] = []
        while true {
            let token = try reader.next()
            tokens.append(token)
            if token == .end { return tokens }
        }
    }

    static func error(_ text: String, maximumDepth: Int = JSONReader.defaultMaximumDepth,
                      maximumTokenBytes: Int = JSONReader.defaultMaximumTokenBytes) -> JSONSyntaxError? {
        var remaining: [UInt8]? = Array(text.utf8)
        var reader = JSONReader(maximumDepth: maximumDepth, maximumTokenBytes: maximumTokenBytes) {
            defer { remaining = nil }
            return remaining ?? []
        }
        do {
            while try reader.next() != .end {}
            return nil
        } catch {
            return error as? JSONSyntaxError
        }
    }

    static let sample = """
        {"a": [1, -0.5e+3, "x\\u00e9\\ud83d\\ude00\\n\\"\\\\\\/\\b\\f\\r\\t", true, false, null, {}, []],
         "b": {"c": 0}}
        """

    @Test func tokensInOrder() throws {
        #expect(try Self.tokens(Self.sample) == [
            .beginObject, .key("a"), .beginArray, .number("1"), .number("-0.5e+3"),
            .string("xé😀\n\"\\/\u{8}\u{C}\r\t"), .bool(true), .bool(false), .null, .beginObject, .endObject,
            .beginArray, .endArray, .endArray, .key("b"), .beginObject, .key("c"), .number("0"), .endObject, .endObject, .end,
        ])
    }

    @Test(arguments: [1, 2, 3, 7])
    func anyChunkSizeReadsTheSame(chunk: Int) throws {
        #expect(try Self.tokens(Self.sample, chunk: chunk) == Self.tokens(Self.sample))
    }

    @Test func positionIsWhereTheTokenStarts() throws {
        var reader = JSONReader(text: "{\n  \"é\": \"ü\",\n  \"n\": 12\n}")
        var positions: [String] = []
        while try reader.next() != .end { positions.append(reader.position.description) }
        #expect(positions == ["1:1", "2:3", "2:8", "3:3", "3:8", "4:1"])
    }

    @Test(arguments: [
        ("", JSONSyntaxProblem.unexpected(found: nil, expected: .value), "1:1"),
        ("\u{FEFF}{}", .unexpected(found: 0xEF, expected: .value), "1:1"),
        ("{} x", .unexpected(found: UInt8(ascii: "x"), expected: .endOfText), "1:4"),
        ("[1,]", .unexpected(found: UInt8(ascii: "]"), expected: .value), "1:4"),
        ("{\"a\": 1,}", .unexpected(found: UInt8(ascii: "}"), expected: .key), "1:9"),
        ("{'a': 1}", .unexpected(found: UInt8(ascii: "'"), expected: .keyOrEndOfObject), "1:2"),
        ("{\"a\" 1}", .unexpected(found: UInt8(ascii: "1"), expected: .colon), "1:6"),
        ("[1 2]", .unexpected(found: UInt8(ascii: "2"), expected: .commaOrEndOfArray), "1:4"),
        ("{\"a\": 1 \"b\": 2}", .unexpected(found: UInt8(ascii: "\""), expected: .commaOrEndOfObject), "1:9"),
        ("[1, // no\n2]", .unexpected(found: UInt8(ascii: "/"), expected: .value), "1:5"),
        ("[tru]", .unexpected(found: UInt8(ascii: "]"), expected: .valueOrEndOfArray), "1:5"),
        ("[\"ab", .unterminatedString, "1:2"),
        ("[\"a\tb\"]", .controlCharacterInString(0x09), "1:4"),
        ("[\"\\x\"]", .invalidEscape, "1:3"),
        ("[\"\\ud83d\"]", .invalidUnicodeEscape, "1:3"),
        ("[\"\\ude00\"]", .invalidUnicodeEscape, "1:3"),
        ("[\"\\u12g4\"]", .invalidUnicodeEscape, "1:3"),
        ("[01]", .invalidNumber, "1:2"),
        ("[1.]", .invalidNumber, "1:2"),
        ("[-]", .invalidNumber, "1:2"),
        ("[1e]", .invalidNumber, "1:2"),
        ("\n\n  [\n   {]", .unexpected(found: UInt8(ascii: "]"), expected: .keyOrEndOfObject), "4:5"),
    ])
    func refusesWithThePosition(text: String, problem: JSONSyntaxProblem, position: String) {
        let error = Self.error(text)
        #expect(error?.problem == problem)
        #expect(error?.position.description == position)
    }

    @Test func refusesBytesThatAreNotUTF8() {
        var remaining: [UInt8]? = [UInt8(ascii: "["), UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "]")]
        var reader = JSONReader { defer { remaining = nil }; return remaining ?? [] }
        #expect(throws: JSONSyntaxError(.invalidUTF8, at: TextPosition(line: 1, column: 2))) {
            while try reader.next() != .end {}
        }
    }

    @Test func limitsDepthAndTokenLength() {
        #expect(Self.error(String(repeating: "[", count: 5) + String(repeating: "]", count: 5), maximumDepth: 5) == nil)
        #expect(Self.error(String(repeating: "[", count: 6), maximumDepth: 5)
            == JSONSyntaxError(.nestedTooDeeply(limit: 5), at: TextPosition(line: 1, column: 6)))
        #expect(Self.error("[\"12345678\"]", maximumTokenBytes: 8) == nil)
        #expect(Self.error("[\"123456789\"]", maximumTokenBytes: 8)
            == JSONSyntaxError(.tooLong(limit: 8), at: TextPosition(line: 1, column: 2)))
        #expect(Self.error("[" + String(repeating: "1", count: 1000) + "]")?.problem == .tooLong(limit: 400))
    }
}
