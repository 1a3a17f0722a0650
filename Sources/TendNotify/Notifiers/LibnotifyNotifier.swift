import Glibc
import TendSystem

/// Shows reminders as desktop notifications through libnotify, by way of the helper
/// `tend-notify`: tend itself is one static executable, and libnotify with GLib can only be
/// loaded dynamically, so the helper holds the D-Bus connection and this side speaks
/// `HelperMessage` lines with it over two pipes.
///
/// The helper starts with the first reminder. A reminder it cannot show (no session bus, no
/// notification server) makes `deliver` throw its reason. Answers given in popups arrive on
/// the helper's output, which the daemon's loop waits on.
///
/// A helper that ends unexpectedly (it crashed or was killed: its output reached its end, or
/// it could not be written to) or stops answering is stopped, and when popups may still be
/// showing a new helper starts at the next turn of the loop and takes them over: it shows each
/// again in place of the same server id, so that the server sends their buttons to the new
/// connection (it sends them only to the connection that showed a popup last) and nothing
/// stacks. Popups the server reported closed are not shown again. When helpers keep ending,
/// new ones start at most once per restart interval (5 s), with a warning, and after
/// `restartLimit` restarts in a row that did not last the popups are given up on; the next
/// reminder starts a helper as usual.
public final class LibnotifyNotifier: Notifier {
    public let name = "libnotify"
    /// The helper program.
    public let helperPath: String
    private let environment: [String: String]
    private let inform: (String) -> Void
    private let warn: (String) -> Void
    /// The shortest time between two helpers started to take over popups.
    private let restartIntervalMilliseconds: Int64
    private var helper: Helper?
    /// The popups that may still be showing, by tag.
    private var showing: [String: ShownPopup] = [:]
    /// Answers read while waiting for a reply, handed out at the next `finishWait`.
    private var answers: [(tag: String, action: ReminderAction)] = []
    /// After a helper ended with popups showing: when the next one starts (monotonic
    /// milliseconds), and how the last one ended.
    private var restart: (at: Int64, cause: String)?
    /// When a helper was last started to take over popups, and how many were started so in
    /// a row, each ending within `steadyMilliseconds`.
    private var lastRestartAt: Int64?
    private var restartsInARow = 0
    /// The takeover under way: why the helper before ended, the tags shown again whose reply
    /// has not come, how many the new helper took over and why the others could not be.
    private var takeover: (cause: String, waiting: Set<String>, taken: Int, failures: [String])?

    /// How long the helper may take to show a popup (libnotify's D-Bus call waits up to 25 s).
    static let replyTimeoutMilliseconds: Int32 = 30_000
    /// Popups older than this are forgotten; the stack tag still replaces them on the server.
    static let forgetAfterSeconds: Int64 = 24 * 3600
    /// How many helpers in a row may be started to take over popups, each ending within
    /// `steadyMilliseconds`, before the popups are given up on.
    static let restartLimit = 3
    /// A helper that ran this long ended by accident, not for a cause that would end the next one.
    static let steadyMilliseconds: Int64 = 60_000

    /// - Parameters:
    ///   - helperPath: the `tend-notify` program.
    ///   - environment: the environment the helper starts with (`DBUS_SESSION_BUS_ADDRESS`).
    ///   - inform: receives one sentence when a new helper took over the popups of one that ended.
    ///   - warn: receives one sentence when helpers keep ending.
    ///   - restartIntervalMilliseconds: the shortest time between two helpers started to take
    ///     over popups.
    public init(helperPath: String, environment: [String: String], inform: @escaping (String) -> Void = { _ in },
                warn: @escaping (String) -> Void = { _ in }, restartIntervalMilliseconds: Int64 = 5_000) {
        self.helperPath = helperPath
        self.environment = environment
        self.inform = inform
        self.warn = warn
        self.restartIntervalMilliseconds = restartIntervalMilliseconds
    }

    deinit {
        _ = helper?.stop()
    }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        showing = showing.filter { reminder.sentAt.seconds - $0.value.reminder.sentAt.seconds < Self.forgetAfterSeconds }
        var retried = false
        while true {
            let helper = try runningHelper()
            do throws(NotifierError) {
                try show(reminder, on: helper)
                return
            } catch {
                guard helper.hasEnded else { throw error }
                helperEnded()
                // A helper that ended (rather than hung) may have ended before this reminder:
                // one more try, on a new helper that took over the popups.
                guard !helper.timedOut, !retried, restart.map({ $0.at <= SystemClock.monotonicMilliseconds() }) ?? true
                else { throw error }
                retried = true
            }
        }
    }

    /// Shows `reminder` on `helper` and waits for its reply, keeping what else it reports.
    private func show(_ reminder: Reminder, on helper: Helper) throws(NotifierError) {
        try helper.send(.show(PopupRequest(reminder), replacing: showing[reminder.tag]?.serverID))
        // A popup of this tag shown again to take it over is answered first.
        var earlierReplies = takeover?.waiting.contains(reminder.tag) == true ? 1 : 0
        while true {
            guard let message = try helper.receive(timeoutMilliseconds: Self.replyTimeoutMilliseconds) else { continue }
            switch message {
            case .shown(let tag, let id) where tag == reminder.tag && earlierReplies == 0:
                showing[tag] = ShownPopup(reminder: reminder, serverID: id)
                return
            case .failed(let tag, let reason) where tag == reminder.tag && earlierReplies == 0:
                throw NotifierError(reason)
            case let message:
                if case .shown(let tag, _) = message, tag == reminder.tag { earlierReplies -= 1 }
                if case .failed(let tag, _) = message, tag == reminder.tag { earlierReplies -= 1 }
                note(message)
            }
        }
    }

    public func withdraw(tag: String) {
        guard showing.removeValue(forKey: tag) != nil, let helper else { return }
        do { try helper.send(.close(tag: tag)) } catch { helperEnded() }
    }

    public func prepareWait() -> NotifierWait {
        // Lines read along with a reply are not announced by the descriptor again.
        var timeout: Int32? = answers.isEmpty && helper?.hasBufferedLine != true ? nil : 0
        if helper == nil, let restart {
            let wait = Int32(clamping: max(0, restart.at - SystemClock.monotonicMilliseconds()))
            timeout = min(timeout ?? wait, wait)
        }
        return NotifierWait(descriptors: helper.map { [pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0)] } ?? [],
                            timeoutMilliseconds: timeout)
    }

    public func finishWait(_ descriptors: [pollfd]) -> [ReminderResponse] {
        if let helper {
            if helper.hasBufferedLine || descriptors.contains(where: { $0.fd == helper.output && $0.revents != 0 }) {
                do {
                    while let message = try helper.receive(timeoutMilliseconds: 0) { note(message) }
                } catch {
                    // The new helper starts at the next turn of the loop, after the daemon saw
                    // its signals: a helper ended by the same SIGTERM as the daemon is not replaced.
                    helperEnded()
                }
            }
        } else if let restart, restart.at <= SystemClock.monotonicMilliseconds() {
            restartHelper()
        }
        let responses = answers.compactMap { answer in
            showing[answer.tag]?.reminder.occurrences.first.map { ReminderResponse(action: answer.action, occurrence: $0) }
        }
        answers.removeAll()
        return responses
    }

    /// Keeps what the helper reported between replies.
    private func note(_ message: HelperMessage) {
        switch message {
        case .answered(let tag, let action): answers.append((tag, action))
        case .closed(let tag): showing[tag] = nil
        case .shown(let tag, let id):
            guard takeover?.waiting.remove(tag) != nil else { return }
            showing[tag]?.serverID = id
            takeover?.taken += 1
            finishTakeover()
        case .failed(let tag, let reason):
            guard takeover?.waiting.remove(tag) != nil else { return }
            showing[tag] = nil
            takeover?.failures.append(reason)
            finishTakeover()
        default: break
        }
    }

    /// Says how the takeover went once every popup shown again has its reply.
    private func finishTakeover() {
        guard let takeover, takeover.waiting.isEmpty else { return }
        self.takeover = nil
        let popups = takeover.taken == 1 ? "popup" : "popups"
        var message = "the libnotify helper \(takeover.cause); a new one took over \(takeover.taken) \(popups)"
        if let reason = takeover.failures.first {
            message += " (\(takeover.failures.count) could not be shown again: \(reason))"
        }
        inform(message)
    }

    /// The helper, started when there is none: at once, or, after one ended with popups
    /// showing, when a new one may start (else this throws).
    private func runningHelper() throws(NotifierError) -> Helper {
        if helper == nil, let restart, restart.at <= SystemClock.monotonicMilliseconds() { restartHelper() }
        if let helper { return helper }
        if let restart {
            let seconds = (restart.at - SystemClock.monotonicMilliseconds() + 999) / 1000
            throw NotifierError("the libnotify helper keeps ending; a new one starts in \(seconds) s")
        }
        let started = try Helper(path: helperPath, environment: environment)
        helper = started
        return started
    }

    /// Stops a helper that ended, could not be written to or stopped answering, and plans
    /// the start of a new one when popups may still be showing.
    private func helperEnded() {
        guard let ended = helper else { return }
        helper = nil
        let status = ended.stop()
        let cause = ended.timedOut ? "stopped answering" : status
        takeover = nil
        let now = SystemClock.monotonicMilliseconds()
        if now - ended.startedAt >= Self.steadyMilliseconds { restartsInARow = 0 }
        guard !showing.isEmpty else { return }
        guard restartsInARow < Self.restartLimit else {
            warn("the libnotify helper keeps ending (it \(cause)); the buttons of \(Self.count(showing.count, "popup")) on the desktop no longer work")
            showing.removeAll()
            restartsInARow = 0
            return
        }
        let at = lastRestartAt.map { max(now, $0 + restartIntervalMilliseconds) } ?? now
        restart = (at, cause)
        if at > now {
            warn("the libnotify helper \(cause) again soon after it started; a new one starts in \((at - now + 999) / 1000) s")
        }
    }

    /// Starts a new helper and has it take over the popups that may still be showing (with
    /// none left, the next reminder starts it).
    private func restartHelper() {
        guard let cause = restart?.cause else { return }
        restart = nil
        guard !showing.isEmpty else { return }
        lastRestartAt = SystemClock.monotonicMilliseconds()
        restartsInARow += 1
        let started: Helper
        do {
            started = try Helper(path: helperPath, environment: environment)
        } catch {
            warn("cannot start a new libnotify helper (\(error.message)); the buttons of \(Self.count(showing.count, "popup")) on the desktop no longer work")
            showing.removeAll()
            return
        }
        helper = started
        takeover = (cause, [], 0, [])
        let oldestFirst = showing.sorted { ($0.value.reminder.sentAt.seconds, $0.key) < ($1.value.reminder.sentAt.seconds, $1.key) }
        for (tag, popup) in oldestFirst {
            do {
                try started.send(.show(PopupRequest(popup.reminder), replacing: popup.serverID))
            } catch {
                helperEnded()
                return
            }
            takeover?.waiting.insert(tag)
        }
    }

    /// `1 popup`, `2 popups`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// A popup that may still be showing: its reminder, and its notification id on the server.
private struct ShownPopup {
    var reminder: Reminder
    var serverID: UInt32
}

/// The running `tend-notify` process and its pipes.
private final class Helper {
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
