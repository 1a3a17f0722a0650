import Glibc

/// Shows reminders as desktop notifications through libnotify, by way of the helper
/// `tend-notify`: tend itself is one static executable, and libnotify with GLib can only be
/// loaded dynamically, so the helper holds the D-Bus connection and this side speaks
/// `HelperMessage` lines with it over two pipes.
///
/// The helper starts with the first reminder. A reminder it cannot show (no session bus, no
/// notification server) makes `deliver` throw its reason; a helper that ended or stopped
/// answering is stopped, and the next `deliver` starts a new one. Answers given in popups
/// arrive on the helper's output, which the daemon's loop waits on.
public final class LibnotifyNotifier: Notifier {
    public let name = "libnotify"
    /// The helper program.
    public let helperPath: String
    private let environment: [String: String]
    private var helper: Helper?
    /// The reminders whose popups may still be showing, by tag.
    private var showing: [String: Reminder] = [:]
    /// Answers read while waiting for a reply, handed out at the next `finishWait`.
    private var answers: [(tag: String, action: ReminderAction)] = []

    /// How long the helper may take to show a popup (libnotify's D-Bus call waits up to 25 s).
    static let replyTimeoutMilliseconds: Int32 = 30_000
    /// Popups older than this are forgotten; the stack tag still replaces them on the server.
    static let forgetAfterSeconds: Int64 = 24 * 3600

    /// - Parameters:
    ///   - helperPath: the `tend-notify` program.
    ///   - environment: the environment the helper starts with (`DBUS_SESSION_BUS_ADDRESS`).
    public init(helperPath: String, environment: [String: String]) {
        self.helperPath = helperPath
        self.environment = environment
    }

    deinit {
        helper?.stop()
    }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        showing = showing.filter { reminder.sentAt.seconds - $0.value.sentAt.seconds < Self.forgetAfterSeconds }
        let helper = try runningHelper()
        do throws(NotifierError) {
            try helper.send(.show(PopupRequest(reminder)))
            while true {
                guard let message = try helper.receive(timeoutMilliseconds: Self.replyTimeoutMilliseconds) else { continue }
                switch message {
                case .shown(let tag) where tag == reminder.tag:
                    showing[tag] = reminder
                    return
                case .failed(let tag, let reason) where tag == reminder.tag:
                    throw NotifierError(reason)
                case let message:
                    note(message)
                }
            }
        } catch {
            if helper.hasEnded { stopHelper() }
            throw error
        }
    }

    public func withdraw(tag: String) {
        guard showing.removeValue(forKey: tag) != nil, let helper else { return }
        do { try helper.send(.close(tag: tag)) } catch { stopHelper() }
    }

    public func prepareWait() -> NotifierWait {
        NotifierWait(descriptors: helper.map { [pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0)] } ?? [],
                     timeoutMilliseconds: answers.isEmpty ? nil : 0)
    }

    public func finishWait(_ descriptors: [pollfd]) -> [ReminderResponse] {
        if let helper, descriptors.contains(where: { $0.fd == helper.output && $0.revents != 0 }) {
            do {
                while let message = try helper.receive(timeoutMilliseconds: 0) { note(message) }
            } catch {
                stopHelper()
            }
        }
        let responses = answers.compactMap { answer in
            showing[answer.tag]?.occurrences.first.map { ReminderResponse(action: answer.action, occurrence: $0) }
        }
        answers.removeAll()
        return responses
    }

    /// Keeps what the helper reported between replies.
    private func note(_ message: HelperMessage) {
        switch message {
        case .answered(let tag, let action): answers.append((tag, action))
        case .closed(let tag): showing[tag] = nil
        default: break
        }
    }

    private func runningHelper() throws(NotifierError) -> Helper {
        if let helper { return helper }
        let started = try Helper(path: helperPath, environment: environment)
        helper = started
        return started
    }

    private func stopHelper() {
        helper?.stop()
        helper = nil
        showing.removeAll()
    }
}

/// The running `tend-notify` process and its pipes.
private final class Helper {
    let pid: pid_t
    /// Where the daemon writes messages (the helper's standard input).
    let input: Int32
    /// Where the daemon reads messages (the helper's standard output), non-blocking.
    let output: Int32
    private var buffer: [UInt8] = []
    /// Whether the helper closed its output or could not be written to.
    private(set) var hasEnded = false

    init(path: String, environment: [String: String]) throws(NotifierError) {
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        guard pipe(&toHelper) == 0 else { throw NotifierError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&fromHelper) == 0 else {
            close(toHelper[0])
            close(toHelper[1])
            throw NotifierError("cannot make a pipe: \(String(cString: strerror(errno)))")
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
            throw error
        }
        input = toHelper[1]
        output = fromHelper[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

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
        let deadline = MonotonicClock.monotonicMilliseconds() + Int64(timeoutMilliseconds)
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
            let remaining = deadline - MonotonicClock.monotonicMilliseconds()
            guard remaining > 0 else {
                if timeoutMilliseconds > 0 {
                    hasEnded = true
                    throw NotifierError("the libnotify helper did not answer within \(timeoutMilliseconds / 1000) seconds")
                }
                return nil
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(remaining))
        }
    }

    /// Ends the helper: closes its input (it exits on end of input), then makes sure.
    func stop() {
        close(input)
        close(output)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// Milliseconds on the monotonic clock.
private enum MonotonicClock {
    static func monotonicMilliseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }
}
