/// Builds JSON text piece by piece into a byte buffer: containers opened and closed, keys and
/// values written in order, pretty-printed with two-space indentation or compact. Whoever
/// streams a document takes the bytes written so far with `drain(_:)` between pieces, so that
/// the buffer holds one piece at a time however long the document grows; `JSON.text` builds a
/// whole value with it. A key or value in the wrong place (a key in an array, a value in an
/// object without its key) is a programming error and traps.
public struct JSONTextBuilder {
    /// The bytes written and not yet drained.
    public private(set) var bytes: [UInt8] = []
    /// Whether the text is pretty-printed (else compact).
    private let pretty: Bool
    /// The open containers, innermost last: whether each is an object, and how many items it has.
    private var open: [(isObject: Bool, count: Int)] = []
    /// Whether an object's key was written and waits for its value.
    private var keyWritten = false

    /// A builder of pretty-printed (`pretty`) or compact text.
    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// Opens an array at the current position; `end()` closes it.
    public mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        open.append((false, 0))
    }

    /// Opens an object at the current position; `key(_:)` and a value write each member, and
    /// `end()` closes it.
    public mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((true, 0))
    }

    /// Writes the key of the next member of the innermost object.
    public mutating func key(_ name: String) {
        precondition(open.last?.isObject == true && !keyWritten, "a JSON key outside an object, or two in a row")
        startItem()
        appendQuoted(name)
        if pretty { append(": ") } else { bytes.append(UInt8(ascii: ":")) }
        keyWritten = true
    }

    /// Closes the innermost container: `[]` or `{}` when it is empty.
    public mutating func end() {
        let container = open.removeLast()
        if container.count > 0 { newline(indent: open.count) }
        bytes.append(UInt8(ascii: container.isObject ? "}" : "]"))
    }

    /// Writes a whole value at the current position.
    public mutating func value(_ value: JSON.Value) {
        switch value {
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            end()
        case .members(let keys, let values):
            beginObject()
            for (key, item) in zip(keys, values) {
                self.key(key)
                self.value(item)
            }
            end()
        case .string(let s):
            startValue()
            appendQuoted(s)
        case .int(let n):
            startValue()
            appendInteger(n)
        case .double(let d):
            startValue()
            if !d.isFinite {
                append("null")
            } else if d == d.rounded() && abs(d) < 1e15 {
                appendInteger(Int(d))
            } else {
                appendUTF8(String(d))
            }
        case .bool(let b):
            startValue()
            append(b ? "true" : "false")
        case .null:
            startValue()
            append("null")
        }
    }

    /// Hands the bytes written so far to `body` and empties the buffer, keeping its capacity.
    public mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        bytes.withUnsafeBytes(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Before a value: the separator and indentation of an array's item; an object's member
    /// has had them before its key.
    private mutating func startValue() {
        if keyWritten {
            keyWritten = false
        } else if let container = open.last {
            precondition(!container.isObject, "a JSON value in an object without its key")
            startItem()
        }
    }

    /// The comma after the previous item of the innermost container, and the new item's line.
    private mutating func startItem() {
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        newline(indent: open.count)
    }

    private mutating func newline(indent: Int) {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Appends text the program spells out, as one copy.
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8, as one copy.
    private mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private mutating func appendInteger(_ n: Int) {
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            if n == .min {
                appendUTF8(String(String(n).dropFirst()))
                return
            }
        }
        var magnitude = n.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A JSON string literal: quotes, backslashes and the scalars of `escapesAsCodePoint`
    /// escaped, everything else as it is. Text without any of them is copied at once.
    mutating func appendQuoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        let plain = s.withUTF8 { text in
            guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: text)
            return true
        }
        if !plain {
            for scalar in s.unicodeScalars { appendEscaped(scalar) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": append("\\\"")
        case "\\": append("\\\\")
        case "\n": append("\\n")
        case "\r": append("\\r")
        case "\t": append("\\t")
        default:
            if Self.escapesAsCodePoint(scalar) {
                let hex = String(scalar.value, radix: 16)
                append("\\u")
                appendUTF8(String(repeating: "0", count: 4 - hex.count) + hex)
            } else {
                appendUTF8(String(scalar))
            }
        }
    }

    /// Scalars written as `\uXXXX`, so that JSON printed on a terminal stays inert and reads as
    /// stored: C0 and C1 controls and DEL (a raw U+009B is a terminal's CSI), the line and
    /// paragraph separators, and the bidi embeddings, overrides and isolates ("Trojan Source").
    private static func escapesAsCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
