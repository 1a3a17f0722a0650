import CSQLite
import Glibc
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
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Whether the column holds `text`, byte for byte, compared where SQLite keeps it
    /// (no string is built).
    func textEquals(_ index: Int32, _ text: String) -> Bool {
        guard let bytes = sqlite3_column_text(handle, index) else { return text.isEmpty }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Self.bytes(bytes, count: count, equal: text)
    }

    func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

    func optionalDouble(_ index: Int32) -> Double? { isNull(index) ? nil : double(index) }

    func optionalInstant(_ index: Int32) -> Instant? { isNull(index) ? nil : instant(index) }

    /// The column as text, nil for NULL (which SQLite gives as no text at all; an empty
    /// text comes as an empty string).
    func optionalString(_ index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The case of `Value` whose raw text the column holds, compared where SQLite keeps it;
    /// nil for any other text or NULL.
    func textCase<Value: CaseIterable & RawRepresentable<String>>(_ index: Int32, of _: Value.Type) -> Value? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Value.allCases.first { value in
            Self.bytes(bytes, count: count, equal: value.rawValue)
        }
    }

    /// Whether the `count` bytes at `bytes` are the UTF-8 of `text`.
    private static func bytes(_ bytes: UnsafePointer<UInt8>, count: Int, equal text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, bytes, count) == 0) }
    }
}
