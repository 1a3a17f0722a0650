import Foundation
import Testing

/// The wire-format examples of the protocol between the daemon and `tend-notify`,
/// `Tests/Fixtures/helper-protocol.txt`, which the tests of both sides read.
struct HelperProtocolExample: CustomTestStringConvertible, Sendable {
    enum Kind: String, Sendable {
        /// The daemon writes it, the helper reads it.
        case request
        /// The helper writes it, the daemon reads it.
        case reply
        /// Neither side reads it.
        case invalid
    }

    let kind: Kind
    /// The line as it goes over the pipe, without its line break.
    let line: String
    /// Where it is in the file.
    let lineNumber: Int

    var testDescription: String { "line \(lineNumber): \(kind.rawValue) \(line.debugDescription)" }

    /// Every example in the file, in order.
    static let all: [HelperProtocolExample] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/helper-protocol.txt")
        let text = try! String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            let word = line.prefix { $0 != " " }
            guard let kind = Kind(rawValue: String(word)) else { preconditionFailure("helper-protocol.txt:\(offset + 1): unknown kind '\(word)'") }
            let rest = line.dropFirst(word.count).dropFirst()
            return HelperProtocolExample(kind: kind, line: rest.replacingOccurrences(of: "⇥", with: "\t"), lineNumber: offset + 1)
        }
    }()

    /// The examples of `kind`.
    static func of(_ kind: Kind) -> [HelperProtocolExample] { all.filter { $0.kind == kind } }
}
