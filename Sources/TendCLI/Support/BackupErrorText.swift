import TendInterchange
import TendStore

/// The sentences people read when a file given to `tend import --json` is not a backup tend can
/// restore: the reader and the store report data (positions, tables, keys), and this words it,
/// starting with `FILE:line:column:` as compilers do.
enum BackupErrorText {
    /// The sentence after `Error: ` for a file that breaks JSON.
    static func sentence(_ error: JSONSyntaxError, file: String) -> String {
        located(file, error.position, problem(error.problem)) + "; nothing was imported"
    }

    /// The sentence after `Error: ` for JSON that is not a tend backup.
    static func sentence(_ error: BackupFormatError, file: String) -> String {
        located(file, error.position, problem(error.problem)) + "; nothing was imported"
    }

    /// The sentence after `Error: ` for a row (or table) the database refused, at `position`
    /// (nil for a row of an older file, migrated on the way).
    static func sentence(_ error: RowRestoreError, file: String, at position: TextPosition?) -> String {
        guard let position else { return "\(file) (migrated to this tend's schema): \(problem(error)); nothing was imported" }
        return located(file, position, problem(error)) + "; nothing was imported"
    }

    private static func located(_ file: String, _ position: TextPosition, _ text: String) -> String {
        "\(file):\(position): \(text)"
    }

    private static func problem(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .unexpected(let found, let expected):
            "expected \(describe(expected)) but found \(describe(found)); the file is not valid JSON"
        case .unterminatedString: "a string starts here and is never closed; the file is cut short"
        case .controlCharacterInString(let byte): "a string holds the raw control character \(hex(byte)); JSON writes it as \\u00\(hexDigits(byte))"
        case .invalidEscape: "a backslash in a string starts no JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
        case .invalidUnicodeEscape: "a \\u escape is not four hex digits, or half of a surrogate pair"
        case .invalidUTF8: "a string here is not UTF-8 text"
        case .invalidNumber: "a number here breaks JSON's grammar"
        case .nestedTooDeeply(let limit): "arrays and objects nest more than \(limit) deep"
        case .tooLong(let limit): "a string or number here is longer than \(limit) bytes"
        }
    }

    private static func problem(_ problem: BackupFormatProblem) -> String {
        switch problem {
        case .unexpected(let found, let expected):
            "expected \(describe(expected)) but found \(describe(found)); the file is not a tend backup, or was edited"
        case .notABackup(let format):
            "the file's format is '\(format)', not '\(BackupHeader.formatName)'; it was not written by 'tend export --json'"
        case .unsupportedFormatVersion(let version):
            "the backup format is version \(version), and this tend reads version \(BackupHeader.currentFormatVersion); import it with the tend that wrote it, or a newer one"
        case .invalidVersion(let text): "'\(text)' is not a version (a whole number)"
        case .integerOutOfRange(let text): "the integer \(text) does not fit in 64 bits"
        case .invalidBase64: "a blob is not base64 (RFC 4648, padded)"
        case .rowWidth(let table, let expected, let found):
            "this row of '\(table)' has \(found) \(found == 1 ? "cell" : "cells"), and the table has \(expected) columns"
        case .duplicate(let name): "'\(name)' is named twice"
        }
    }

    private static func problem(_ error: RowRestoreError) -> String {
        switch error {
        case .unknownTable(let table):
            "this database has no table '\(table)'; the file is not from tend, or was edited"
        case .unknownColumn(let table, let column):
            "the table '\(table)' of this database has no column '\(column)'; the file is not from tend, or was edited"
        case .conflict(let table, let columns, let key, _) where !columns.isEmpty:
            "the database already has a row of '\(table)' with \(keyText(columns, key)) and other content; "
                + "remove one of the two, or import into an empty database (--db NEW-FILE)"
        case .conflict(let table, _, _, let constraint):
            "this row of '\(table)' collides with a row of the database (\(constraint)); "
                + "remove one of the two, or import into an empty database (--db NEW-FILE)"
        case .refused(let table, let reason):
            "the database refuses this row of '\(table)' (\(reason))"
        case .brokenReference(let table, let parent):
            "after reading the whole file, a row of '\(table)' refers to a row of '\(parent)' that is neither in the file nor in the database"
        }
    }

    /// `task_id "ibuprofen", version 2`.
    private static func keyText(_ columns: [String], _ key: [DatabaseValue]) -> String {
        zip(columns, key).map { column, value in "\(column) \(BackupWriter.text(of: BackupValue(value)))" }
            .joined(separator: ", ")
    }

    private static func describe(_ expectation: JSONSyntaxProblem.Expectation) -> String {
        switch expectation {
        case .value: "a value"
        case .valueOrEndOfArray: "a value or ']'"
        case .keyOrEndOfObject: "a member name in double quotes or '}'"
        case .key: "a member name in double quotes"
        case .colon: "':'"
        case .commaOrEndOfObject: "',' or '}'"
        case .commaOrEndOfArray: "',' or ']'"
        case .endOfText: "the end of the file"
        }
    }

    private static func describe(_ expectation: BackupFormatProblem.Expectation) -> String {
        switch expectation {
        case .document: "the '{' that opens a backup"
        case .key(let name): "the member \"\(name)\""
        case .formatName: "\"\(BackupHeader.formatName)\""
        case .integer: "a whole number"
        case .string: "a string"
        case .columnNames: "column names (strings)"
        case .tableOrEnd: "a table ('{') or the ']' after the last one"
        case .rowOrEnd: "a row ('[') or the ']' after the last one"
        case .cell: "a cell (a number, a string, null, {\"blob\": \"…\"} or {\"real\": \"Infinity\"})"
        case .endOfObject: "'}'"
        }
    }

    private static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the file" }
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "the byte \(hex(byte))"
    }

    private static func describe(_ kind: JSONTokenKind) -> String {
        switch kind {
        case .beginObject: "an object"
        case .endObject: "'}'"
        case .beginArray: "an array"
        case .endArray: "']'"
        case .key: "another member"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        case .end: "the end of the file"
        }
    }

    private static func hex(_ byte: UInt8) -> String { "0x" + hexDigits(byte) }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
