/// The characters tend draws with beside its words: boxes, the next-occurrence marker, the
/// progress bar, rules, the ellipsis and separators. Either Unicode (`☑`, `▶`, `█`, `─`, `…`)
/// or plain ASCII (`[x]`, `>`, `#`, `-`, `...`, `;`) for terminals and locales that cannot show more.
///
/// Only what tend draws changes; titles, notes and other text people typed are printed as written.
public struct Glyphs: Hashable, Sendable {
    /// The box of a done occurrence: `☑` or `[x]`.
    public var doneBox: String
    /// The box of an occurrence not done yet: `☐` or `[ ]`.
    public var openBox: String
    /// Points at the next occurrence in a checklist: `▶` or `>`.
    public var nextMarker: String
    /// The done part of a progress bar: `█` or `#`.
    public var barDone: String
    /// The rest of a progress bar: `░` or `-`.
    public var barLeft: String
    /// A horizontal rule, as under a group heading: `─` or `-`.
    public var rule: String
    /// Ends truncated text: `…` or `...`.
    public var ellipsis: String
    /// Between parts of a line that are placed whole (`every day at 08:00 · done 08:04`):
    /// ` · ` or `; `.
    public var separator: String
    /// Between parts of one text that wraps as words: as ``separator``, but never starting a
    /// line (a no-break space before the dot leaves it at the end of the line above).
    public var partSeparator: String
    /// Keeps a value and its unit on one line: a no-break space, or a plain one in ASCII.
    public var noBreakSpace: String
    /// Between the two ends of a period of days: `–` or `-`.
    public var rangeDash: String
    /// Sets a phrase apart in a sentence: `—` or `-`.
    public var dash: String

    /// The symbols beside a contact's name, one a category, none carrying meaning alone (the
    /// category's word stands beside it): care team `✚` or `+`, emergency `⚠` or `!`, family
    /// `♥` or `*`, no category `●` or `o`.
    public var contactSymbols: ContactSymbols

    /// Whether a grid cell is framed in brackets, `[☑ 08:00]`; the ASCII box brings its own,
    /// `[x] 08:00`.
    public var framesGridCells: Bool

    /// A grid cell: `[☑ 08:00]`, or `[x] 08:00`.
    func gridCell(box: String, name: String) -> String {
        framesGridCells ? "[" + box + " " + name + "]" : box + " " + name
    }

    /// Spaces between grid cells: one between framed cells, two between unframed ones.
    var gridCellSpacing: Int { framesGridCells ? 1 : 2 }

    /// Box-drawing, block and punctuation characters, for UTF-8 terminals.
    public static let unicode = Glyphs(
        doneBox: "☑", openBox: "☐", nextMarker: "▶", barDone: "█", barLeft: "░", rule: "─",
        ellipsis: "…", separator: " · ", partSeparator: "\u{00A0}· ", noBreakSpace: "\u{00A0}", rangeDash: "–", dash: "—",
        contactSymbols: ContactSymbols(careTeam: "✚", emergency: "⚠", family: "♥", other: "●"), framesGridCells: true)

    /// Seven-bit ASCII only.
    public static let ascii = Glyphs(
        doneBox: "[x]", openBox: "[ ]", nextMarker: ">", barDone: "#", barLeft: "-", rule: "-",
        ellipsis: "...", separator: "; ", partSeparator: "; ", noBreakSpace: " ", rangeDash: "-", dash: "-",
        contactSymbols: ContactSymbols(careTeam: "+", emergency: "!", family: "*", other: "o"), framesGridCells: false)

    /// The glyphs to draw with: ASCII when `--ascii` was given, when `TERM` is `dumb`, or when
    /// the locale's character set is not UTF-8; Unicode otherwise.
    ///
    /// The locale is the first non-empty of `LC_ALL`, `LC_CTYPE` and `LANG`, as POSIX orders
    /// them; none at all is the POSIX locale, which is ASCII. `C.UTF-8`, `en_GB.UTF-8` and
    /// `de_DE.utf8` are UTF-8; `C`, `POSIX` and `en_US.ISO-8859-1` are not.
    public static func resolve(asciiFlag: Bool, environment: [String: String]) -> Glyphs {
        if asciiFlag || environment["TERM"] == "dumb" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "POSIX"
        let charset = locale.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
        let isUTF8 = ["utf-8", "utf8"].contains(charset.lowercased())
        return isUTF8 ? .unicode : .ascii
    }
}
