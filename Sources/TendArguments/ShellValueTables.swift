/// The two lookup functions the bash and zsh scripts share, `PREFIX_option_values` and
/// `PREFIX_argument_values`: what to offer for an option's value or a positional argument.
/// The shells differ only in how a `case` pattern opens and how a word is printed.
struct ShellValueTables {
    /// `""` for bash (`pattern)`), `"("` for zsh (`(pattern)`).
    let patternOpening: String
    /// The command that prints one word: `echo` (bash) or `print -r --` (zsh).
    let printWord: String

    static let bash = ShellValueTables(patternOpening: "", printWord: "echo")
    static let zsh = ShellValueTables(patternOpening: "(", printWord: "print -r --")

    /// Both functions, whole.
    func lines(for model: CompletionModel) -> [String] {
        let p = model.functionPrefix
        let q = CompletionModel.shellQuoted
        let o = patternOpening
        var lines = [
            "",
            "# Prints what to offer for the value of option $2 of command $1; fails when it takes no value.",
            "\(p)_option_values() {",
            "    case $1 in",
        ]
        for command in model.commands where !command.valueOptions.isEmpty {
            lines += ["        \(o)\(q(command.key)))", "            case $2 in"]
            for option in command.valueOptions {
                let offer = option.kind.isEmpty ? "" : " \(printWord) \(q(option.kind))"
                lines.append("                \(o)\(q(option.name)))\(offer) ;;")
            }
            lines += ["                \(o)*) return 1 ;;", "            esac", "            ;;"]
        }
        lines += ["        \(o)*) return 1 ;;", "    esac", "}"]

        lines += [
            "",
            "# Prints what to offer for positional argument $2 (from 0) of command $1.",
            "\(p)_argument_values() {",
            "    case \"$1:$2\" in",
        ]
        for command in model.commands {
            for (index, kind) in command.arguments.enumerated() {
                let isLast = index == command.arguments.count - 1
                let pattern = q(command.key + ":") + (isLast && command.lastArgumentRepeats ? "*" : String(index))
                lines.append("        \(o)\(pattern))\(kind.isEmpty ? "" : " \(printWord) \(q(kind))") ;;")
            }
        }
        lines += ["    esac", "}"]
        return lines
    }
}
