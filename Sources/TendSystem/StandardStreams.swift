import Glibc

/// The three descriptors every process starts with, and what the terminal behind one says.
public enum StandardStreams {
    /// Standard input.
    public static let input: Int32 = 0
    /// Standard output.
    public static let output: Int32 = 1
    /// Standard error.
    public static let error: Int32 = 2

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The width in columns of the terminal on `descriptor`; nil when it is not a terminal or
    /// does not say.
    public static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
