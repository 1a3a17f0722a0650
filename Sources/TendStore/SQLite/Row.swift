import CSQLite
import TendCore

/// The current row of a statement; valid only until the statement steps again.
struct Row {
    let handle: OpaquePointer

    /// Whether the column at `index` (from 0) holds NULL.
    func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

    func bool(_ index: Int32) -> Bool { sqlite3_column_int64(handle, index) != 0 }

    func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

    func instant(_ index: Int32) -> Instant { Instant(seconds: sqlite3_column_int64(handle, index)) }

    /// The column as UTF-8 text, keeping any NUL characters inside it.
    func string(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, index) else { return "" }
        return Self.string(bytes, count: Int(sqlite3_column_bytes(handle, index)))
    }

    /// How the column's text orders against `text` in SQLite's order of text (its bytes, a
    /// shorter text before the longer one it begins): negative before, 0 equal, positive
    /// after. No string is built.
    func compareText(_ index: Int32, _ text: String) -> Int {
        let count = Int(sqlite3_column_bytes(handle, index))
        let mine = UnsafeBufferPointer(start: sqlite3_column_text(handle, index), count: count)
        var text = text
        return text.withUTF8 { other in
            for offset in 0..<min(count, other.count) where mine[offset] != other[offset] {
                return Int(mine[offset]) - Int(other[offset])
            }
            return count - other.count
        }
    }

    func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

    func optionalDouble(_ index: Int32) -> Double? { isNull(index) ? nil : double(index) }

    func optionalInstant(_ index: Int32) -> Instant? { isNull(index) ? nil : instant(index) }

    /// The column as text, nil for NULL (which SQLite gives as no text at all; an empty
    /// text comes as an empty string).
    func optionalString(_ index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        return Self.string(bytes, count: Int(sqlite3_column_bytes(handle, index)))
    }

    /// The case of `Value` whose raw text the column holds, compared where SQLite keeps it;
    /// nil for any other text or NULL.
    func textCase<Value>(_ index: Int32, in stored: TextCases<Value>) -> Value? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        let text = UnsafeBufferPointer(start: bytes, count: count)
        return stored.cases.first { $0.utf8.count == count && $0.utf8.elementsEqual(text) }?.value
    }

    /// The string of the `count` bytes of UTF-8 at `bytes`, ill-formed ones repaired as
    /// `String(decoding:as:)` repairs them. A text that fits in a string's own bytes (15) is
    /// written there, which costs half of decoding a buffer; a longer one is decoded, which
    /// costs less than writing it into new storage (`docs/store.md`, "The reads of `tend today`").
    private static func string(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        let buffer = UnsafeBufferPointer(start: bytes, count: count)
        guard count <= smallStringCapacity else { return String(decoding: buffer, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: count) { storage in
            _ = storage.initialize(fromContentsOf: buffer)
            return count
        }
    }

    /// The most UTF-8 bytes a `String` holds without storage of its own, on a 64-bit platform.
    private static let smallStringCapacity = 15

    /// The cases of an enumeration that the store keeps as its raw text, each beside the
    /// text's bytes, made once (a `static let`) for `textCase(_:in:)`.
    struct TextCases<Value: CaseIterable & RawRepresentable<String> & Sendable>: Sendable {
        let cases: [(value: Value, utf8: [UInt8])]

        init() {
            cases = Value.allCases.map { ($0, Array($0.rawValue.utf8)) }
        }
    }
}
