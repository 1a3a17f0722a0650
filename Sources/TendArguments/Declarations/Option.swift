/// An option that takes a value (`--tz <zone>`), declared with the type it decodes to, as
/// swift-argument-parser's `@Option` is:
///
/// ```swift
/// static let schedule = Option<String>("--schedule", help: "When it is due.")         // required
/// static let group = Option<String?>("--group", value: "name", help: "A group.")       // optional
/// static let within = Option<String>("--within", help: "How far ahead.", default: "12h")
/// static let color = Option<ColorChoice>("--color", help: "Colour the output.", default: .auto)
/// static let style = Option<TaskStyle?>("--style", help: "How the task is shown.")     // choices
/// static let tags = Option<[String]>("--tag", help: "A tag; give several.")            // repeating
/// ```
///
/// An enumeration of strings (`CaseIterable & RawRepresentable<String>`) is offered and
/// checked as its list of choices. Read the value with `parsed[Options.schedule]`; the parser
/// has already refused a missing required option and a value that is not one of the choices, so
/// reading cannot fail. A value the command cannot use is refused with
/// ``ValueDeclaration/invalid(_:reason:)``.
public struct Option<Value>: ValueDeclaration {
    /// The option as help, the man page, the completions and the parser see it.
    public let spec: OptionSpec
    /// The value from every value given (the declared default when none was).
    let read: @Sendable ([String]) -> Value

    private init(_ spec: OptionSpec, read: @escaping @Sendable ([String]) -> Value) {
        self.spec = spec
        self.read = read
    }

    public var declared: DeclaredPart { .option(spec) }
    public var name: String { spec.long }
}

extension Option where Value == String? {
    /// An option that may be left out.
    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String,
                completion: ValueCompletion = .none, global: Bool = false) {
        self.init(.option(long, short: short, value: value, help: help, completion: completion, global: global)) { $0.last }
    }
}

extension Option where Value == String {
    /// An option the command cannot run without.
    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String,
                completion: ValueCompletion = .none, global: Bool = false) {
        self.init(.option(long, short: short, value: value, help: help, completion: completion, required: true, global: global)) {
            Self.last($0)
        }
    }

    /// An option with a default, shown as `(default: …)`.
    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String, default defaultValue: String,
                completion: ValueCompletion = .none, global: Bool = false) {
        self.init(.option(long, short: short, value: value, help: help, default: defaultValue, completion: completion,
                          global: global)) { Self.last($0) }
    }
}

extension Option where Value == [String] {
    /// An option that may be given several times, keeping every value in order.
    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String,
                completion: ValueCompletion = .none, global: Bool = false) {
        self.init(.option(long, short: short, value: value, help: help, completion: completion, repeating: true,
                          global: global)) { $0 }
    }
}

extension Option where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of the cases, by raw value, with a default.
    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String, default defaultValue: Value,
                global: Bool = false) {
        self.init(.option(long, short: short, value: value, help: help, default: defaultValue.rawValue,
                          completion: .choices(Value.allCases.map { $0.rawValue }), global: global)) { Self.choice(Self.last($0)) }
    }
}

extension Option {
    /// One of the cases of `Wrapped`, by raw value, or nil when the option is left out.
    public init<Wrapped>(_ long: String, short: Character? = nil, value: String? = nil, help: String, global: Bool = false)
    where Value == Wrapped?, Wrapped: CaseIterable & RawRepresentable & Sendable, Wrapped.RawValue == String {
        self.init(.option(long, short: short, value: value, help: help,
                          completion: .choices(Wrapped.allCases.map { $0.rawValue }), global: global)) { values in
            values.last.map(Option<Wrapped>.choice)
        }
    }

    /// The value that counts, of an option the parser always gives one (required, or with a
    /// default).
    fileprivate static func last(_ values: [String]) -> String {
        guard let value = values.last else { preconditionFailure("the parser gives a required option its value") }
        return value
    }
}

extension Option where Value: RawRepresentable, Value.RawValue == String {
    /// The case named `text`, which the parser checked against the choices.
    fileprivate static func choice(_ text: String) -> Value {
        guard let value = Value(rawValue: text) else { preconditionFailure("the parser lets only the choices through") }
        return value
    }
}
