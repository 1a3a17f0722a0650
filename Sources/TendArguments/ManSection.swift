/// A section of the man page written by hand (DESCRIPTION, FILES, ENVIRONMENT, EXIT STATUS,
/// EXAMPLES, …), added to the sections generated from the command specs.
public struct ManSection: Hashable, Sendable {
    /// The heading, in capitals by convention (`SCHEDULE LANGUAGE`).
    public var title: String
    /// The content, in order.
    public var blocks: [ManBlock]

    public init(_ title: String, _ blocks: [ManBlock]) {
        self.title = title
        self.blocks = blocks
    }
}

/// A piece of a hand-written man page section. Text is plain: no roff or mdoc markup, which
/// the renderer escapes; a blank line in a paragraph starts a new paragraph.
public enum ManBlock: Hashable, Sendable {
    /// Running text.
    case paragraph(String)
    /// Lines shown exactly as written, indented: commands, schedules, file contents.
    case literal(String)
    /// Terms, each followed by its indented description: files, variables, exit codes.
    case definitions(ManTermStyle, [ManDefinition])
    /// A bulleted list.
    case bullets([String])
    /// A subsection heading.
    case subsection(String)
}

/// A term and what it means.
public struct ManDefinition: Hashable, Sendable {
    public var term: String
    public var description: String

    public init(_ term: String, _ description: String) {
        self.term = term
        self.description = description
    }
}

/// How the terms of a definition list are set.
public enum ManTermStyle: Hashable, Sendable {
    /// Plain text (exit codes, words).
    case plain
    /// File names (`~/.local/share/care/care.db`).
    case path
    /// Environment variables (`TEND_DB`).
    case environment
    /// Literal text to type (schedule phrases, command words).
    case literal
}
