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
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

    func optionalDouble(_ index: Int32) -> Double? { isNull(index) ? nil : double(index) }

    func optionalInstant(_ index: Int32) -> Instant? { isNull(index) ? nil : instant(index) }

    func optionalString(_ index: Int32) -> String? { isNull(index) ? nil : string(index) }
}
