/// A flag (`--json`): true when given. swift-argument-parser's `@Flag var json = false`.
public struct Flag: ValueDeclaration {
    /// The flag as help, the man page, the completions and the parser see it.
    public let spec: OptionSpec

    public init(_ long: String, short: Character? = nil, help: String, global: Bool = false) {
        spec = .flag(long, short: short, help: help, global: global)
    }

    public var declared: DeclaredPart { .option(spec) }
    public var name: String { spec.long }
}
