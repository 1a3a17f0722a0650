import TendCore
import TendInterchange

/// What is wrong with a line of a content-line file (iCalendar, vCard), as people read it.
enum ContentLineErrorText {
    /// The words after `line N: `, or after the file's name when the whole file is refused.
    static func reason(_ reason: ContentLineError.Reason) -> String {
        switch reason {
        case .fileTooLarge(let limit): "the file is larger than \(limit >> 20) MiB"
        case .lineTooLong(let limit): "the line is longer than \(limit >> 10) KiB"
        case .binaryData: "it holds a NUL byte, so it is binary, not text"
        case .invalidUTF8: "the line is not UTF-8 text"
        case .missingColon:
            "the line has no ':' between its name and its value (a folded line whose continuation lost its leading space?)"
        case .invalidName(let found): "expected a property name, found '\(TextSanitizer.sanitize(String(found.prefix(20))))'"
        case .unterminatedQuote(let parameter): "the quoted value of \(parameter) is not closed"
        case .controlCharacter: "the value holds a control character"
        case .endWithoutBegin(let name): "END:\(name) has no BEGIN:\(name)"
        case .mismatchedEnd(let expected, let found): "END:\(found) where END:\(expected) was expected (the file is cut or broken)"
        case .unclosedComponent(let name): "BEGIN:\(name) is never closed by END:\(name) (the file is cut short)"
        case .propertyOutsideComponent(let name): "\(name) stands outside any BEGIN/END"
        case .nestingTooDeep(let limit): "components are nested deeper than \(limit) levels"
        }
    }
}
