/// A mistake in the declarations of a command tree, found when the tree is built.
public enum DeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option name (long or short) that the command `command` declares although the same
    /// name is already taken there, by `takenBy` (a global option of a command above it, or
    /// another option of the same command): on the command line one of them could never be
    /// given.
    case optionNameTaken(String, command: String, takenBy: String)

    public var description: String {
        switch self {
        case .optionNameTaken(let name, let command, let takenBy):
            "'\(command)' declares '\(name)', which \(takenBy) already takes; rename one of them"
        }
    }
}

extension CommandSpec {
    /// Checks every chain of commands from this root down: within a chain, each option name,
    /// long and short, belongs to one option, counting the command's own options and the global
    /// options of every command above it. `--help` (and `--version` on a versioned root) are
    /// taken by the parser itself.
    public func validateOptionNames() throws(DeclarationError) {
        try CommandChain(root: self).validateOptionNames()
    }
}

extension CommandChain {
    fileprivate func validateOptionNames() throws(DeclarationError) {
        var owners: [String: String] = ["--help": "the parser's --help"]
        if offersVersion {
            owners["--version"] = "the parser's --version"
        }
        for (depth, command) in commands.enumerated() {
            let isLast = depth == commands.count - 1
            let owner = isLast ? "another option of '\(qualifiedName)'" : "a global option of '\(commands[...depth].map(\.name).joined(separator: " "))'"
            for option in command.options where isLast || option.isGlobal {
                for name in [option.long, option.shortName].compactMap({ $0 }) {
                    if let taken = owners[name] {
                        throw .optionNameTaken(name, command: qualifiedName, takenBy: taken)
                    }
                    owners[name] = owner
                }
            }
        }
        for subcommand in command.subcommands {
            try appending(subcommand).validateOptionNames()
        }
    }
}
