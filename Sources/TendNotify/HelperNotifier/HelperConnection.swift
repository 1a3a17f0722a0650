import TendSystem

/// A running `tend-notify` process and the line protocol over its pipes: `HelperMessage`
/// lines written to its standard input and read from its standard output.
final class HelperConnection {
    let pid: Int32
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
        let toHelper: (read: Int32, write: Int32)
        let fromHelper: (read: Int32, write: Int32)
        do {
            toHelper = try Descriptor.pipe()
        } catch {
            throw NotifierError("cannot make a pipe: \(error)")
        }
        do {
            fromHelper = try Descriptor.pipe()
        } catch {
            Descriptor.close(toHelper.read)
            Descriptor.close(toHelper.write)
            throw NotifierError("cannot make a pipe: \(error)")
        }
        defer {
            Descriptor.close(toHelper.read)
            Descriptor.close(fromHelper.write)
        }
        do {
            pid = try ChildProcess.spawn([path], environment: environment, input: toHelper.read, output: fromHelper.write)
        } catch {
            Descriptor.close(toHelper.write)
            Descriptor.close(fromHelper.read)
            throw NotifierError(cannotRun: path, error)
        }
        input = toHelper.write
        output = fromHelper.read
        Descriptor.makeNonBlocking(output)
    }

    /// Whether a whole line was read and waits to be received.
    var hasBufferedLine: Bool { buffer.contains(UInt8(ascii: "\n")) }

    /// Writes one message.
    func send(_ message: HelperMessage) throws(NotifierError) {
        let bytes = Array((message.line + "\n").utf8)
        guard bytes.withUnsafeBytes({ DescriptorWriting.writeAll($0, to: input) }) == nil else {
            hasEnded = true
            throw NotifierError("the libnotify helper ended")
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
            switch Descriptor.readAvailable(output) {
            case .bytes(let bytes):
                buffer += bytes
                continue
            case .end:
                hasEnded = true
                throw NotifierError("the libnotify helper ended")
            case .nothingYet:
                break
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
            _ = try? DescriptorWait.readable([output], timeoutMilliseconds: Int32(remaining))
        }
    }

    /// Ends the helper: closes its input (it exits on end of input), then makes sure; returns
    /// how it ended (`was ended by signal 9`), for messages. A helper that was already ending
    /// keeps its own status: a signal to a process that is exiting changes nothing.
    func stop() -> String {
        Descriptor.close(input)
        Descriptor.close(output)
        ChildProcess.terminate(pid)
        switch (try? ChildProcess.waitForEnding(pid)) ?? .exited(0) {
        case .signalled(let signal): return "was ended by signal \(signal)"
        case .exited(let status) where status != 0: return "exited with status \(status)"
        case .exited: return "exited"
        }
    }
}
