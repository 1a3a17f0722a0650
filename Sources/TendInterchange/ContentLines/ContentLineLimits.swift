/// How much a content-line reader accepts before it refuses the file, so that a huge or hostile
/// file is refused quickly instead of filling memory.
public struct ContentLineLimits: Hashable, Sendable {
    /// The largest file, in bytes.
    public var fileBytes: Int
    /// The longest unfolded line, in bytes.
    public var lineBytes: Int
    /// The deepest nesting of `BEGIN`/`END` components.
    public var nesting: Int

    public init(fileBytes: Int, lineBytes: Int, nesting: Int) {
        self.fileBytes = fileBytes
        self.lineBytes = lineBytes
        self.nesting = nesting
    }

    /// 16 MiB files, 1 MiB lines, 8 levels: far beyond any calendar or address book a person keeps
    /// by hand (a year of hourly doses with completions is about 2 MiB).
    public static let standard = ContentLineLimits(fileBytes: 16 << 20, lineBytes: 1 << 20, nesting: 8)
}
