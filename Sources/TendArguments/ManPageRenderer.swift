/// The manual page of the whole command tree, as mdoc(7) source for `man/care.1`.
///
/// Generated: NAME and SYNOPSIS; the options of the root (appended to DESCRIPTION); and
/// COMMANDS, one subsection per visible command with its synopsis, overview, arguments, options
/// and examples. The hand-written sections come in the order given, with COMMANDS right after
/// DESCRIPTION; give them in the conventional order (DESCRIPTION, your own sections,
/// ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES) and the page passes `mandoc -Tlint` cleanly.
public enum ManPageRenderer {
    /// The page for `root` in manual `section`, dated `date` (as `November 30, 2026`).
    public static func render(_ root: CommandSpec, section: Int = 1, date: String, sections: [ManSection]) -> String {
        let chain = CommandChain(root: root)
        var lines = [
            ".\\\" Generated from the command declarations of \(root.name); do not edit by hand.",
            ".Dd " + date,
            ".Dt " + root.name.uppercased() + " " + String(section),
            ".Os",
            ".Sh NAME",
            ".Nm " + MdocText.argument(root.name),
            ".Nd " + MdocText.argument(withoutFinalFullStop(root.abstract)),
            ".Sh SYNOPSIS",
        ]
        lines += synopsis(of: chain)
        if root.version != nil {
            lines += [".Nm", ".Fl -version"]
        }
        if !root.visibleSubcommands.isEmpty {
            lines += [".Nm", ".Cm help", ".Op Ar command ..."]
        }

        var description = sections.first { $0.title == "DESCRIPTION" }
            ?? ManSection("DESCRIPTION", [.paragraph(([root.abstract, root.discussion]).joined(separator: "\n\n"))])
        description.blocks.append(.paragraph("The options are as follows:"))
        lines += renderSection(description)
        lines += optionList(of: chain)

        if !root.visibleSubcommands.isEmpty {
            lines += [".Sh COMMANDS"]
            lines += commandEntries(below: chain)
        }
        for section in sections where section.title != "DESCRIPTION" {
            lines += renderSection(section)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Generated parts

    /// `.Nm` then the command words, its own options and its arguments as mdoc macro lines
    /// (global options are described once, with the root).
    private static func synopsis(of chain: CommandChain) -> [String] {
        var lines = [".Nm"]
        if !chain.isRoot {
            lines.append(".Cm " + chain.path.map(MdocText.argument).joined(separator: " "))
        }
        for option in chain.command.options {
            var macro = "Fl " + MdocText.argument(String(option.long.dropFirst()))
            if let valueName = option.valueName {
                macro += " Ar " + MdocText.argument(valueName)
            }
            if option.isRepeating {
                macro += " No ..."
            }
            lines.append(option.isRequired ? "." + macro : ".Op " + macro)
        }
        for argument in chain.command.arguments {
            let macro = "Ar " + MdocText.argument(argument.name) + (argument.isRepeating ? " ..." : "")
            lines.append(argument.isOptional ? ".Op " + macro : "." + macro)
        }
        if !chain.command.visibleSubcommands.isEmpty {
            lines.append(".Ar command")
        }
        return lines
    }

    /// The root's options, `--version` and `--help` as a tagged list.
    private static func optionList(of chain: CommandChain) -> [String] {
        var items = chain.command.options.map { (term: optionTerm($0), help: HelpRenderer.help(for: $0)) }
        if chain.offersVersion {
            items.append((term: "Fl -version", help: "Show the version."))
        }
        items.append((term: "Fl h , Fl -help", help: "Show help information."))
        return taggedList(items)
    }

    private static func commandEntries(below chain: CommandChain) -> [String] {
        var lines: [String] = []
        for subcommand in chain.command.visibleSubcommands {
            let entry = chain.appending(subcommand)
            lines.append(".Ss " + MdocText.heading(entry.qualifiedName))
            lines += synopsis(of: entry)
            lines += paragraphs([subcommand.abstract, subcommand.discussion].joined(separator: "\n\n"))
            var items = subcommand.arguments.map { (term: "Ar " + MdocText.argument($0.name), help: $0.help) }
            items += subcommand.options.map { (term: optionTerm($0), help: HelpRenderer.help(for: $0)) }
            if !items.isEmpty {
                lines += taggedList(items)
            }
            for example in subcommand.examples {
                lines += paragraphs(example.summary) + literal(example.commandLine)
            }
            lines += commandEntries(below: entry)
        }
        return lines
    }

    /// `Fl n , Fl -count Ar count`
    private static func optionTerm(_ option: OptionSpec) -> String {
        var term = option.short.map { "Fl " + MdocText.argument(String($0)) + " , " } ?? ""
        term += "Fl " + MdocText.argument(String(option.long.dropFirst()))
        if let valueName = option.valueName {
            term += " Ar " + MdocText.argument(valueName)
        }
        return term
    }

    // MARK: Hand-written parts

    private static func renderSection(_ section: ManSection) -> [String] {
        var lines = [".Sh " + MdocText.heading(section.title)]
        var isFirstBlock = true
        for block in section.blocks {
            switch block {
            case .paragraph(let text):
                lines += paragraphs(text, leading: !isFirstBlock)
            case .literal(let text):
                lines += literal(text)
            case .definitions(let style, let definitions):
                lines += taggedList(definitions.map { (term: term($0.term, style: style), help: $0.description) })
            case .bullets(let items):
                lines.append(".Bl -bullet")
                for item in items {
                    lines.append(".It")
                    lines += MdocText.lines(item)
                }
                lines.append(".El")
            case .subsection(let title):
                lines.append(".Ss " + MdocText.heading(title))
            }
            isFirstBlock = false
            if case .subsection = block {
                isFirstBlock = true
            }
        }
        return lines
    }

    private static func term(_ text: String, style: ManTermStyle) -> String {
        switch style {
        case .plain: return "No " + MdocText.argument(text)
        case .path: return "Pa " + MdocText.argument(text)
        case .environment: return "Ev " + MdocText.argument(text)
        case .literal: return "Ql " + MdocText.argument(text)
        }
    }

    // MARK: Building blocks

    /// Paragraphs separated by blank lines in `text`, each opened with `.Pp` (except a first
    /// one right after a heading, when `leading` is false).
    private static func paragraphs(_ text: String, leading: Bool = true) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in text.splitAtBlankLines().enumerated() {
            let body = MdocText.lines(String(paragraph))
            guard !body.isEmpty else { continue }
            if leading || index > 0 {
                lines.append(".Pp")
            }
            lines += body
        }
        return lines
    }

    private static func literal(_ text: String) -> [String] {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { MdocText.escapeLine(String($0)) }
        return [".Bd -literal -offset indent"] + body + [".Ed"]
    }

    private static func taggedList(_ items: [(term: String, help: String)]) -> [String] {
        var lines = [".Bl -tag -width Ds"]
        for item in items {
            lines.append(".It " + item.term)
            lines += MdocText.lines(item.help)
        }
        lines.append(".El")
        return lines
    }

    private static func withoutFinalFullStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
