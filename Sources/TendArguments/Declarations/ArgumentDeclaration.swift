/// An option, flag or positional argument a command declares, as a typed key: the command's
/// ``CommandSpec`` is made from its declarations, and the same keys read the values back from
/// ``ParsedArguments``, so a misspelt name is a compile error.
///
/// ``Option``, ``Flag`` and ``Argument`` are the declarations; a ``ParsableArguments`` type lists
/// them in the order help shows them.
public protocol ArgumentDeclaration: Sendable {
    /// What the declaration adds to the command's spec.
    var declared: DeclaredPart { get }
}

/// One part of a command's spec: an option or flag, or a positional argument.
public enum DeclaredPart: Hashable, Sendable {
    case option(OptionSpec)
    case argument(ArgumentSpec)
}

/// A declaration whose value can be refused after parsing, by the command that reads it.
public protocol ValueDeclaration: ArgumentDeclaration {
    /// The name errors show: the long name of an option (`--lead`), the name of an argument
    /// (`title`).
    var name: String { get }
}

extension ValueDeclaration {
    /// The problem of a value the command could not use:
    /// `The value '2d' is invalid for '--lead <duration>': give a duration up to 1d`.
    public func invalid(_ value: String, reason: String? = nil) -> ArgumentError {
        .invalidValue(value, for: name, reason: reason)
    }
}
