import Glibc
import TendNotify

/// The helper's loop: reads `HelperMessage`s from standard input, shows and closes popups,
/// answers each `show`, and reports the buttons people press and the popups they close. It
/// ends at the end of its input (the daemon stopped) or when its output is gone.
enum NotifyHelper {
    static func run() -> Int32 {
        // The daemon handles these for both processes; the helper ends with its input.
        signal(SIGINT, SIG_IGN)
        signal(SIGHUP, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let popups = LibnotifyPopups()
        var input = LineReader(descriptor: 0)
        while true {
            let wait = popups.prepareWait()
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)] + wait.descriptors
            _ = poll(&descriptors, nfds_t(descriptors.count), wait.timeoutMilliseconds ?? -1)
            let (answers, closed) = popups.finishWait(Array(descriptors[1...]))
            for answer in answers { guard send(.answered(tag: answer.tag, action: answer.action)) else { return 0 } }
            for tag in closed { guard send(.closed(tag: tag)) else { return 0 } }
            guard descriptors[0].revents != 0 else { continue }
            guard let lines = input.readAvailable() else { return 0 }
            for line in lines {
                switch HelperMessage(line: line) {
                case .show(let popup):
                    let reply: HelperMessage
                    do {
                        try popups.show(popup)
                        reply = .shown(tag: popup.tag)
                    } catch {
                        reply = .failed(tag: popup.tag, reason: error.message)
                    }
                    guard send(reply) else { return 0 }
                case .close(let tag):
                    popups.close(tag: tag)
                default:
                    continue
                }
            }
        }
    }

    /// Writes a message to standard output; false when the daemon is gone.
    private static func send(_ message: HelperMessage) -> Bool {
        let bytes = Array((message.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

/// Splits what arrives on a descriptor into lines.
struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The complete lines read by one `read`; nil at the end of the input.
    mutating func readAvailable() -> [String]? {
        var chunk = [UInt8](repeating: 0, count: 8192)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return [] }
        guard count > 0 else { return nil }
        buffer += chunk[..<count]
        var lines: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
            buffer.removeSubrange(...newline)
        }
        return lines
    }
}
