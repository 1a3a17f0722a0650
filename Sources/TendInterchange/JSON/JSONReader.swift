/// A strict streaming JSON reader (RFC 8259): it hands out one token at a time, reading its
/// input in chunks, so a text of any size is read in the memory of one chunk and the longest
/// string in it.
///
/// Strict: one top-level value and nothing after it but whitespace; no comments, trailing
/// commas, single quotes, byte-order mark, bare control characters in strings, lone
/// surrogates or bytes that are not UTF-8. Bounded: arrays and objects nest at most
/// `maximumDepth` deep, a string or number is at most `maximumTokenBytes` long. Every error
/// names the line and column where the text went wrong.
public struct JSONReader {
    /// The nesting limit a reader has unless told otherwise.
    public static let defaultMaximumDepth = 64
    /// The longest string or number a reader takes unless told otherwise, in bytes.
    public static let defaultMaximumTokenBytes = 16 << 20
    /// The longest number, in bytes: more digits than a double or a 64-bit integer can use.
    static let maximumNumberBytes = 400

    /// What the reader expects next.
    private enum State {
        case firstValue, value, valueOrEndOfArray, keyOrEndOfObject, key, colon, commaOrEnd, done
    }

    private let maximumDepth: Int
    private let maximumTokenBytes: Int
    /// Gives the next chunk of the input; an empty chunk is the end.
    private let readChunk: () throws -> [UInt8]
    private var buffer: [UInt8] = []
    private var index = 0
    private var inputEnded = false
    /// Whether each open container is an object (true) or an array (false), innermost last.
    private var containers: [Bool] = []
    private var state = State.firstValue
    /// The bytes of the string or number being read.
    private var scratch: [UInt8] = []
    /// Where the next byte is.
    private var cursor = TextPosition(line: 1, column: 1)
    /// Where the token last returned by `next()` starts.
    public private(set) var position = TextPosition(line: 1, column: 1)

    /// A reader of the bytes `readChunk` gives, chunk by chunk, until it gives an empty one.
    public init(maximumDepth: Int = defaultMaximumDepth, maximumTokenBytes: Int = defaultMaximumTokenBytes,
                readChunk: @escaping () throws -> [UInt8]) {
        self.maximumDepth = maximumDepth
        self.maximumTokenBytes = maximumTokenBytes
        self.readChunk = readChunk
    }

    /// A reader of the bytes of `text`.
    public init(text: String) {
        var remaining: [UInt8]? = Array(text.utf8)
        self.init { defer { remaining = nil }; return remaining ?? [] }
    }

    /// The next token; `.end` once the top-level value is complete and only whitespace
    /// follows. Throws `JSONSyntaxError` for a text that is not JSON, and whatever
    /// `readChunk` throws.
    public mutating func next() throws -> JSONToken {
        while true {
            try skipWhitespace()
            position = cursor
            let byte = try peek()
            switch state {
            case .done:
                guard let byte else { return .end }
                throw JSONSyntaxError(.unexpected(found: byte, expected: .endOfText), at: position)
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw unexpected(byte, .colon) }
                advance()
                state = .value
            case .commaOrEnd:
                let inObject = containers.last == true
                if byte == UInt8(ascii: ",") {
                    advance()
                    state = inObject ? .key : .value
                } else if byte == UInt8(ascii: inObject ? "}" : "]") {
                    advance()
                    return endContainer()
                } else {
                    throw unexpected(byte, inObject ? .commaOrEndOfObject : .commaOrEndOfArray)
                }
            case .key, .keyOrEndOfObject:
                if byte == UInt8(ascii: "}") && state == .keyOrEndOfObject {
                    advance()
                    return endContainer()
                }
                guard byte == UInt8(ascii: "\"") else { throw unexpected(byte, state == .key ? .key : .keyOrEndOfObject) }
                let key = try readString()
                state = .colon
                return .key(key)
            case .firstValue, .value, .valueOrEndOfArray:
                if byte == UInt8(ascii: "]") && state == .valueOrEndOfArray {
                    advance()
                    return endContainer()
                }
                return try readValue(startingWith: byte)
            }
        }
    }

    // MARK: Values

    private mutating func readValue(startingWith byte: UInt8?) throws -> JSONToken {
        let expected: JSONSyntaxProblem.Expectation = state == .valueOrEndOfArray ? .valueOrEndOfArray : .value
        guard let byte else { throw unexpected(nil, expected) }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard containers.count < maximumDepth else {
                throw JSONSyntaxError(.nestedTooDeeply(limit: maximumDepth), at: position)
            }
            advance()
            let isObject = byte == UInt8(ascii: "{")
            containers.append(isObject)
            state = isObject ? .keyOrEndOfObject : .valueOrEndOfArray
            return isObject ? .beginObject : .beginArray
        case UInt8(ascii: "\""):
            let text = try readString()
            finishValue()
            return .string(text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try readNumber()
            finishValue()
            return .number(number)
        case UInt8(ascii: "t"):
            try readLiteral("true", expected)
            finishValue()
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false", expected)
            finishValue()
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null", expected)
            finishValue()
            return .null
        default:
            throw unexpected(byte, expected)
        }
    }

    /// After a value: the top level is done, a container wants a comma or its end.
    private mutating func finishValue() {
        state = containers.isEmpty ? .done : .commaOrEnd
    }

    private mutating func endContainer() -> JSONToken {
        let wasObject = containers.removeLast()
        finishValue()
        return wasObject ? .endObject : .endArray
    }

    private mutating func readLiteral(_ word: StaticString, _ expected: JSONSyntaxProblem.Expectation) throws {
        for letter in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard try peek() == letter else {
                throw JSONSyntaxError(.unexpected(found: try peek(), expected: expected), at: cursor)
            }
            advance()
        }
    }

    /// A string, from its opening quote (the current byte) to its closing one.
    private mutating func readString() throws -> String {
        let start = cursor
        advance()
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard let byte = try peek() else { throw JSONSyntaxError(.unterminatedString, at: start) }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape()
            } else if byte < 0x20 {
                throw JSONSyntaxError(.controlCharacterInString(byte), at: cursor)
            } else {
                takePlainStringBytes()
            }
            if scratch.count > maximumTokenBytes { throw JSONSyntaxError(.tooLong(limit: maximumTokenBytes), at: start) }
        }
        guard let text = String(validating: scratch, as: UTF8.self) else { throw JSONSyntaxError(.invalidUTF8, at: start) }
        return text
    }

    /// Moves the run of bytes from the current one that need no decoding (up to a quote, a
    /// backslash, a control character or the end of the chunk) into `scratch` at once.
    private mutating func takePlainStringBytes() {
        let start = index
        var scalars = 0
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        scratch.append(contentsOf: buffer[start..<index])
        cursor.column += scalars
    }

    /// One escape, from its backslash (the current byte); its character goes to `scratch`.
    private mutating func readEscape() throws {
        let start = cursor
        advance()
        guard let letter = try peek() else { throw JSONSyntaxError(.unterminatedString, at: start) }
        advance()
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            scratch.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw JSONSyntaxError(.invalidEscape, at: start) }
        var value = try readHexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(value) {
            guard try peek() == UInt8(ascii: "\\") else { throw JSONSyntaxError(.invalidUnicodeEscape, at: start) }
            advance()
            guard try peek() == UInt8(ascii: "u") else { throw JSONSyntaxError(.invalidUnicodeEscape, at: start) }
            advance()
            let low = try readHexQuad(escapeStart: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw JSONSyntaxError(.invalidUnicodeEscape, at: start) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw JSONSyntaxError(.invalidUnicodeEscape, at: start) }
        scratch.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func readHexQuad(escapeStart: TextPosition) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peek(), let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number, checked against `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumber() throws -> String {
        let start = cursor
        scratch.removeAll(keepingCapacity: true)
        if try peek() == UInt8(ascii: "-") { take() }
        if try peek() == UInt8(ascii: "0") {
            take()
            if Self.isDigit(try peek()) { throw JSONSyntaxError(.invalidNumber, at: start) }
        } else {
            try takeDigits(numberStart: start)
        }
        if try peek() == UInt8(ascii: ".") {
            take()
            try takeDigits(numberStart: start)
        }
        if let byte = try peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            take()
            if let sign = try peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { take() }
            try takeDigits(numberStart: start)
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// One or more digits of a number into `scratch`.
    private mutating func takeDigits(numberStart: TextPosition) throws {
        guard Self.isDigit(try peek()) else { throw JSONSyntaxError(.invalidNumber, at: numberStart) }
        repeat {
            take()
            if scratch.count > Self.maximumNumberBytes {
                throw JSONSyntaxError(.tooLong(limit: Self.maximumNumberBytes), at: numberStart)
            }
        } while Self.isDigit(try peek())
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Moves the current byte (an ASCII one of a number, which `peek` returned) to `scratch`.
    @inline(__always)
    private mutating func take() {
        scratch.append(buffer[index])
        index += 1
        cursor.column += 1
    }

    // MARK: Bytes

    private mutating func skipWhitespace() throws {
        while let byte = try peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    /// The current byte, reading the next chunk when this one is used up; nil at the end.
    @inline(__always)
    private mutating func peek() throws -> UInt8? {
        if index < buffer.count { return buffer[index] }
        return try peekNextChunk()
    }

    private mutating func peekNextChunk() throws -> UInt8? {
        while index >= buffer.count {
            if inputEnded { return nil }
            buffer = try readChunk()
            index = 0
            if buffer.isEmpty { inputEnded = true }
        }
        return buffer[index]
    }

    /// Steps past the current byte (which `peek` returned), keeping the cursor's line and
    /// column.
    @inline(__always)
    private mutating func advance() {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
            cursor.line += 1
            cursor.column = 1
        } else if byte & 0xC0 != 0x80 {
            cursor.column += 1
        }
    }

    private func unexpected(_ byte: UInt8?, _ expected: JSONSyntaxProblem.Expectation) -> JSONSyntaxError {
        JSONSyntaxError(.unexpected(found: byte, expected: expected), at: position)
    }
}
