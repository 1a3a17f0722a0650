import Glibc

/// The terminal on standard input read key by key without echo (Ctrl-C still signals), until
/// `restore` puts back the mode it found.
public final class RawKeyboard {
    private var saved = termios()
    private var isRaw = false

    /// Switches standard input to keys without echo; nothing changes when it is not a terminal.
    public init() {
        guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        isRaw = tcsetattr(0, TCSANOW, &raw) == 0
    }

    /// Puts back the mode the terminal had.
    public func restore() {
        guard isRaw else { return }
        tcsetattr(0, TCSANOW, &saved)
        isRaw = false
    }

    deinit { restore() }

    /// The bytes typed since the last read (standard input is read only once a `DescriptorWait` found it readable).
    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }
}
