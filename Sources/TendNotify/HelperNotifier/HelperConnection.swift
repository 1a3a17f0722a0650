import Glibc
import TendSystem

/// A running `tend-notify` process and the line protocol over its pipes: `HelperMessage`
/// lines written to its standard input and read from its standard output.
final class HelperConnection {
    let pid: pid_t
    /// Where the daemon writes messages (the helper's standard input).
    let input: Int32
    /// Where the daemon reads messages (the helper's standard output), non-blocking.
    let output: Int32
    /// When it started (monotonic milliseconds).
    let startedAt = SystemClock.monotonicMilliseconds()
    private var buffer: [UInt8] = []
    /// Whether the helper closed its output, could not be written to, or did not answer.
    private(set) var hasEnded = false
    /// Whether it did not answer in time (it may still be running).
    private(set) var timedOut = false

    /// Starts the helper at `path`.
    init(path: String, environment: [String: String]) throws(NotifierError) {
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        guard pipe(&toHelper) == 0 else { throw NotifierError("cannot make a pipe: \(SystemError.current)") }
        guard pipe(&fromHelper) == 0 else {
            let error = SystemError.current
            close(toHelper[0])
            close(toHelper[1])
            throw NotifierError("cannot make a pipe: \(error)")
        }
        // The daemon has one thread: no process can start between making and marking these.
        for descriptor in toHelper + fromHelper { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(toHelper[0])
            close(fromHelper[1])
        }
        do {
            pid = try ChildProcess.spawn([path], environment: environment, input: toHelper[0], output: fromHelper[1])
        } catch {
            close(toHelper[1])
            close(fromHelper[0])
            throw NotifierError(cannotRun: path, error)
        }
        input = toHelper[1]
        output = fromHelper[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    /// Whether a whole line was read and waits to be received.
    var hasBufferedLine: Bool { buffer.contains(UInt8(ascii: "\n")) }

    /// Writes one message.
    func send(_ message: HelperMessage) throws(NotifierError) {
        let bytes = Array((message.line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                hasEnded = true
                throw NotifierError("the libnotify helper ended")
            }
            offset += written
        }
    }

    /// The next message, waiting up to `timeoutMilliseconds`; nil when none came in time.
    func receive(timeoutMilliseconds: Int32) throws(NotifierError) -> HelperMessage? {
        let deadline = SystemClock.monotonicMilliseconds() + Int64(timeoutMilliseconds)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                if let message = HelperMessage(line: line) { return message }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                continue
            }
            if count == 0 || (errno != EAGAIN && errno != EINTR) {
                hasEnded = true
                throw NotifierError("the libnotify helper ended")
            }
            let remaining = deadline - SystemClock.monotonicMilliseconds()
            guard remaining > 0 else {
                if timeoutMilliseconds > 0 {
                    hasEnded = true
                    timedOut = true
                    throw NotifierError("the libnotify helper did not answer within \(timeoutMilliseconds / 1000) seconds")
                }
                return nil
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(remaining))
        }
    }

    /// Ends the helper: closes its input (it exits on end of input), then makes sure; returns
    /// how it ended (`was ended by signal 9`), for messages. A helper that was already ending
    /// keeps its own status: a signal to a process that is exiting changes nothing.
    func stop() -> String {
        close(input)
        close(output)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7f != 0 { return "was ended by signal \(status & 0x7f)" }
        if (status >> 8) & 0xff != 0 { return "exited with status \((status >> 8) & 0xff)" }
        return "exited"
    }
}
