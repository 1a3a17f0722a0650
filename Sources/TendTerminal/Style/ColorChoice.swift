/// The `--color auto|always|never` switch.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    /// Colour even in a pipe; an explicit request wins over `NO_COLOR` and `TERM=dumb`.
    case always
    /// Never colour.
    case never

    /// Whether to colour the output, given the switch, the process environment and whether
    /// standard output is a terminal.
    ///
    /// Following no-color.org, `NO_COLOR` counts only when it is set to a non-empty value, and
    /// a command-line choice overrides it.
    public static func resolve(flag: ColorChoice, environment: [String: String], isTerminal: Bool) -> Bool {
        switch flag {
        case .always:
            return true
        case .never:
            return false
        case .auto:
            let noColorRequested = !(environment["NO_COLOR"] ?? "").isEmpty
            let dumbTerminal = environment["TERM"] == "dumb"
            return isTerminal && !noColorRequested && !dumbTerminal
        }
    }
}
