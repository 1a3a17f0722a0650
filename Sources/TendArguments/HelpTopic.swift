/// A subject that `care help <topic>` explains besides the commands, such as the schedule
/// language. Its text is a section of the man page, so the help and the manual say the same.
public struct HelpTopic: Hashable, Sendable {
    /// The word after `help` (`schedules`).
    public var name: String
    /// One sentence: the topic's line in the root's `TOPICS:`.
    public var abstract: String
    /// What `care help <topic>` prints, as the man page has it.
    public var section: ManSection

    public init(_ name: String, abstract: String, section: ManSection) {
        self.name = name
        self.abstract = abstract
        self.section = section
    }
}
