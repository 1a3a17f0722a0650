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
    /// Who takes a name in a chain. Recorded as a position and worded only when two clash, so
    /// that the check, which runs when every program starts, builds no text.
    private enum NameOwner {
        case parser(String)
        /// The command at this depth of the chain: a global option of it, or (the last
        /// command) another of its own options.
        case command(depth: Int)
    }

    fileprivate func validateOptionNames() throws(DeclarationError) {
        var owners: [String: NameOwner] = ["--help": .parser("--help")]
        if offersVersion {
            owners["--version"] = .parser("--version")
        }
        for (depth, command) in commands.enumerated() {
            let isLast = depth == commands.count - 1
            for option in command.options where isLast || option.isGlobal {
                for name in [option.long, option.shortName].compactMap({ $0 }) {
                    if let taken = owners[name] {
                        throw .optionNameTaken(name, command: qualifiedName, takenBy: description(of: taken))
                    }
                    owners[name] = .command(depth: depth)
                }
            }
        }
        for subcommand in command.subcommands {
            try appending(subcommand).validateOptionNames()
        }
    }

    private func description(of owner: NameOwner) -> String {
        switch owner {
        case .parser(let name):
            "the parser's \(name)"
        case .command(let depth) where depth == commands.count - 1:
            "another option of '\(qualifiedName)'"
        case .command(let depth):
            "a global option of '\(commands[...depth].map(\.name).joined(separator: " "))'"
        }
    }
}
