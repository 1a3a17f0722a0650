/// What a shell offers when completing the value of an option or argument.
public enum ValueCompletion: Hashable, Sendable {
    /// Nothing: free text such as a title or a schedule.
    case none
    /// One of a fixed list of single words; the parser rejects anything else.
    case choices([String])
    /// The ids of the user's tasks, from `<program> __complete task-ids -- <words typed so far>` (one
    /// `id<TAB>title` a line), so that options on the line (`--db`) can choose where they come from.
    case taskID
    /// The ids of the user's contacts, from `<program> __complete contact-ids -- <words typed so far>` (one
    /// `id<TAB>name` a line).
    case contactID
    /// A file name.
    case file
    /// A directory name.
    case directory
    /// A time zone name such as `Europe/Berlin`, from the system's zone table.
    case zone
}
