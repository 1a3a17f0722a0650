/// What a command line asks for, as read by ``CommandParser``.
public enum CommandLineRequest: Hashable, Sendable {
    /// Run a command with these arguments.
    case run(ParsedArguments)
    /// Print the help of the command at this path (subcommand names below the root): from
    /// `-h`/`--help` anywhere, `care help <subcommand>...`, or a command that needs a
    /// subcommand and got none.
    case help(commandPath: [String])
    /// Print a help topic of the root (`care help schedules`), or, for `help`, how the help
    /// command itself is used (`care help help`).
    case helpTopic(String)
    /// Print this version (`care --version`).
    case version(String)
}
