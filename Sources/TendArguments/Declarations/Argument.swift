/// A positional argument (`<title>`), declared with the type it decodes to, as
/// swift-argument-parser's `@Argument` is: `Argument<String>` is required, `Argument<String?>`
/// may be left out, `Argument<[String]>` takes every remaining word (only as the last).
/// Read the value with `parsed[Options.title]`.
public struct Argument<Value>: ValueDeclaration {
    /// The argument as help, the man page, the completions and the parser see it.
    public let spec: ArgumentSpec
    /// The value from the words given to the argument.
    let read: @Sendable ([String]) -> Value

    private init(_ spec: ArgumentSpec, read: @escaping @Sendable ([String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    public var declared: DeclaredPart { .argument(spec) }
    public var name: String { spec.name }
}

extension Argument where Value == String {
    /// An argument the command cannot run without.
    public init(_ name: String, help: String, completion: ValueCompletion = .none) {
        self.init(ArgumentSpec(name, help: help, completion: completion)) { words in
            guard let word = words.first else { preconditionFailure("the parser gives a required argument its word") }
            return word
        }
    }
}

extension Argument where Value == String? {
    /// An argument that may be left out (`[<occurrence>]`).
    public init(_ name: String, help: String, completion: ValueCompletion = .none) {
        self.init(ArgumentSpec(name, help: help, optional: true, completion: completion)) { $0.first }
    }
}

extension Argument where Value == [String] {
    /// An argument that takes every remaining word (`[<values> ...]`).
    public init(_ name: String, help: String, completion: ValueCompletion = .none) {
        self.init(ArgumentSpec(name, help: help, optional: true, repeating: true, completion: completion)) { $0 }
    }
}
