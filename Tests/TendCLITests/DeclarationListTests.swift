import Foundation
import Testing

/// Each option is named in its static declaration, in its type's `declarations` list (which the
/// command's spec, help, man page and completions are made from), as a stored property and in
/// `init(from:)`; the last two are checked by the compiler and by `ParsedArguments` (reading an
/// undeclared name stops the program). This checks the list: a static `Option`, `Flag` or
/// `Argument` that no `declarations` list holds would be an option no command line can give.
@Suite struct DeclarationListTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TendCLI")

    /// A static declaration: its file and name.
    struct Declared: Hashable, CustomStringConvertible {
        let file: String
        let name: String
        var description: String { "\(file): \(name)" }
    }

    /// Every `.swift` file under Sources/TendCLI, by its path below it.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The names of `static let NAME = Option…`, `Flag(…)` and `Argument…` in `text`.
    static func declaredNames(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"static let (\w+) = (?:Option|Flag|Argument)\b"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The text of each `static let declarations: [any ArgumentDeclaration] = …` expression (or
    /// `static var declarations: … { … }`) in `text`, up to the blank line or declaration after it.
    static func lists(in text: String) -> [String] {
        let marker = "static let declarations: [any ArgumentDeclaration] ="
        return text.replacingOccurrences(of: "static var declarations: [any ArgumentDeclaration] {", with: marker)
            .components(separatedBy: marker).dropFirst().map { rest in
            var expression: [Substring] = []
            for line in rest.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !expression.isEmpty && (trimmed.isEmpty || trimmed.hasPrefix("var ") || trimmed.hasPrefix("let ")
                                           || trimmed.hasPrefix("static ") || trimmed.hasPrefix("init(")) { break }
                expression.append(line)
            }
            return expression.joined(separator: "\n")
        }
    }

    /// Whether `name` is a word of `expression`, bare (`json`) or qualified (`Self.json`,
    /// `CommonOptions.json`).
    static func names(_ name: String, in expression: String) -> Bool {
        expression.range(of: #"(?<![\w])\#(name)(?![\w(])"#, options: .regularExpression) != nil
    }

    @Test func everyStaticDeclarationIsInADeclarationsList() throws {
        let files = try Self.files()
        let everyList = files.flatMap { Self.lists(in: $0.text) }
        var declared: [Declared] = []
        var missing: [Declared] = []
        for file in files {
            let own = Self.lists(in: file.text)
            for name in try Self.declaredNames(in: file.text) {
                let declaration = Declared(file: file.path, name: name)
                declared.append(declaration)
                // A declaration of its own type's list, or one shared (CommonOptions.json) that
                // another type's list names by its type.
                let listed = own.contains { Self.names(name, in: $0) }
                    || everyList.contains { $0.range(of: #"\w\.\#(name)(?![\w(])"#, options: .regularExpression) != nil }
                if !listed { missing.append(declaration) }
            }
        }
        #expect(declared.count > 100, "the scan found only \(declared.count) declarations; has the layout changed?")
        #expect(missing.isEmpty, "declared but in no declarations list: \(missing)")
    }

    /// The scan sees a declaration left out of its list.
    @Test func aDeclarationLeftOutIsFound() throws {
        let text = """
            struct Options: ParsableArguments {
                static let at = Option<String?>("--at", value: "time", help: "When.")
                static let json = Flag("--json", help: "JSON.")
                static let declarations: [any ArgumentDeclaration] = [at]

                var at: String?
            }
            """
        let lists = Self.lists(in: text)
        #expect(try Self.declaredNames(in: text) == ["at", "json"])
        #expect(lists.count == 1)
        #expect(lists.contains { Self.names("at", in: $0) })
        #expect(!lists.contains { Self.names("json", in: $0) })
    }
}
