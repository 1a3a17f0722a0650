/// What a command line asks for, as read by ``CommandParser``.
public enum CommandLineRequest: Hashable, Sendable {
    /// Run a command with these arguments.
    case run(ParsedArguments)
    /// Print the help of the command at this path (subcommand names below the root): from
    /// `-h`/`--help` anywhere, `care help <subcommand>...`, or a command that needs a
    /// subcommand and got none.
    case help(commandPath: [String])
    /// Print this version (`care --version`).
    case version(String)
}
