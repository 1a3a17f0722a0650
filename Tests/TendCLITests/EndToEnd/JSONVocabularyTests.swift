import Foundation
import Testing
@testable import TendCLI
import TendArguments

/// Every command's JSON against `docs/json.md`: each document's commands run with the shipped
/// binary on the scenario's plan, and every key of their output, with its type, must be one the
/// document's table names, and every key the table names must be in some output.
@Suite struct JSONVocabularyTests {
    static let vocabulary = try! JSONVocabulary(markdown: String(contentsOf: JSONVocabulary.file, encoding: .utf8))

    @Test(arguments: vocabulary.documents.map(\.title))
    func outputHasExactlyTheDocumentedKeys(title: String) throws {
        let document = try #require(Self.vocabulary.documents.first { $0.title == title })
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        var observed: [String: Set<String>] = [:]
        for line in document.commands {
            let words = ShellWords.split(line)
            try #require(words.first == "tend", "a command line of '\(title)' does not start with tend: \(line)")
            let result = try TendProcess.run(Array(words.dropFirst()), environment: scenario.environment())
            #expect(result.status == 0, "\(line): \(result.stderr)")
            guard words.contains("--json") || line.contains("--format json") else { continue }
            #expect(result.stdout.hasPrefix("{\n  \"version\": \(JSONDocument.version),"), "\(line) does not start with its version")
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
            value.collect(path: "", into: &observed)
        }
        let documented = try Self.vocabulary.allowedTypes(of: document)
        let undocumented = Set(observed.keys).subtracting(documented.keys).sorted()
        let unseen = Set(documented.keys).subtracting(observed.keys).sorted()
        #expect(undocumented.isEmpty, "keys in the output of '\(title)' that docs/json.md does not name: \(undocumented)")
        #expect(unseen.isEmpty, "keys docs/json.md names for '\(title)' that no output has: \(unseen)")
        for (path, types) in observed {
            guard let allowed = documented[path] else { continue }
            #expect(types.isSubset(of: allowed), "'\(path)' of '\(title)' is \(types.sorted()), documented as \(allowed.sorted())")
        }
    }

    /// A command that takes --json has a document, so a new command cannot skip the vocabulary.
    @Test func everyCommandWithJSONIsDocumented() {
        let titles = Self.vocabulary.documents.map(\.title)
        for path in Self.commandsWithJSON(TendCommands.root) {
            let name = "tend " + path.joined(separator: " ")
            #expect(titles.contains { $0 == name || $0.hasPrefix(name + " ") }, "docs/json.md has no document for '\(name) --json'")
        }
    }

    /// The commands whose --json names a file format, the backup of docs/export-format.md,
    /// not an output in this vocabulary.
    static let backupFormatCommands: Set<[String]> = [["export"], ["import"]]

    static func commandsWithJSON(_ spec: CommandSpec, path: [String] = []) -> [[String]] {
        let own = spec.options.contains { $0.long == "--json" } && !backupFormatCommands.contains(path) ? [path] : []
        return own + spec.subcommands.flatMap { commandsWithJSON($0, path: path + [$0.name]) }
    }
}

/// `docs/json.md` read: its shapes and its documents, each a table of keys and types.
struct JSONVocabulary {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/json.md")

    struct Row {
        var key: String
        var type: String
    }

    struct Document {
        var title: String
        var commands: [String]
        var rows: [Row]
    }

    var shapes: [String: [Row]] = [:]
    var documents: [Document] = []

    init(markdown: String) throws {
        var part = ""
        var current: Document?
        var inCode = false
        func finish() {
            guard let done = current else { return }
            if part == "Shapes" { shapes[done.title] = done.rows } else if part == "Documents" { documents.append(done) }
            current = nil
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode {
                if !line.isEmpty { current?.commands.append(line) }
            } else if line.hasPrefix("## ") {
                finish()
                part = String(line.dropFirst(3))
            } else if line.hasPrefix("### ") {
                finish()
                current = Document(title: line.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: "`")), commands: [], rows: [])
            } else if line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                current?.rows.append(Row(key: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), type: cells[2]))
            }
        }
        finish()
    }

    struct UnknownShape: Error, CustomStringConvertible {
        var name: String
        var description: String { "docs/json.md names a shape '\(name)' it does not define" }
    }

    /// Every key path of `document` with the types its value may have.
    func allowedTypes(of document: Document) throws -> [String: Set<String>] {
        var allowed: [String: Set<String>] = [:]
        try expand(document.rows, prefix: "", into: &allowed)
        return allowed
    }

    private func expand(_ rows: [Row], prefix: String, into allowed: inout [String: Set<String>]) throws {
        for row in rows {
            if row.key == "*" || row.key.hasSuffix(".*") {
                let inner = row.key == "*" ? prefix : Self.join(prefix, String(row.key.dropLast(2)))
                try expand(shape(row.type), prefix: inner, into: &allowed)
                continue
            }
            let path = Self.join(prefix, row.key)
            for alternative in row.type.components(separatedBy: " or ") {
                switch alternative {
                case "string", "number", "boolean", "null", "object", "array":
                    allowed[path, default: []].insert(alternative)
                case let list where list.hasPrefix("array of "):
                    allowed[path, default: []].insert("array")
                    try expand(shape(String(list.dropFirst("array of ".count))), prefix: path + "[]", into: &allowed)
                default:
                    allowed[path, default: []].insert("object")
                    try expand(shape(alternative), prefix: path, into: &allowed)
                }
            }
        }
    }

    private func shape(_ name: String) throws -> [Row] {
        guard let rows = shapes[name] else { throw UnknownShape(name: name) }
        return rows
    }

    static func join(_ prefix: String, _ key: String) -> String { prefix.isEmpty ? key : prefix + "." + key }
}

/// A JSON value as decoded, keeping booleans apart from numbers.
enum JSONValue: Decodable {
    case null, boolean, number, string
    case object([String: JSONValue])
    case array([JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if (try? container.decode(Bool.self)) != nil { self = .boolean }
        else if (try? container.decode(Double.self)) != nil { self = .number }
        else if (try? container.decode(String.self)) != nil { self = .string }
        else if let members = try? container.decode([String: JSONValue].self) { self = .object(members) }
        else { self = .array(try container.decode([JSONValue].self)) }
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .boolean: "boolean"
        case .number: "number"
        case .string: "string"
        case .object: "object"
        case .array: "array"
        }
    }

    /// Records the type of every member of every object under `path`; the elements of a list
    /// are at `path[]`.
    func collect(path: String, into observed: inout [String: Set<String>]) {
        switch self {
        case .object(let members):
            for (key, value) in members {
                let inner = JSONVocabulary.join(path, key)
                observed[inner, default: []].insert(value.typeName)
                value.collect(path: inner, into: &observed)
            }
        case .array(let items):
            for item in items { item.collect(path: path + "[]", into: &observed) }
        case .null, .boolean, .number, .string:
            break
        }
    }
}

/// Splits a command line of the document as a shell would: words, with '…' and "…" quoting.
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word); word = ""; inWord = false }
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
