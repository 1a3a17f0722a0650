import TendSystem

/// Shows reminders as desktop notifications through libnotify, by way of the helper
/// `tend-notify`: tend itself is one static executable, and libnotify with GLib can only be
/// loaded dynamically, so the helper holds the D-Bus connection and this side speaks
/// `HelperMessage` lines with it over two pipes (`HelperConnection`). It never calls libnotify
/// itself.
///
/// The helper starts with the first reminder. A reminder it cannot show (no session bus, no
/// notification server) makes `deliver` throw its reason. Answers given in popups arrive on
/// the helper's output, which the daemon's loop waits on.
///
/// A helper that ends unexpectedly (it crashed or was killed: its output reached its end, or
/// it could not be written to) or stops answering is stopped, and when popups may still be
/// showing a new helper starts at the next turn of the loop and takes them over
/// (`PopupTakeover`): it shows each again in place of the same server id, so that the server
/// sends their buttons to the new connection (it sends them only to the connection that showed
/// a popup last) and nothing stacks. Popups the server reported closed are not shown again.
/// When helpers keep ending, new ones start at most once per restart interval (5 s), with a
/// warning, and after `HelperRestarts.limit` restarts in a row that did not last the popups
/// are given up on (`HelperRestarts`); the next reminder starts a helper as usual.
public final class HelperNotifier: Notifier {
    public let name = "libnotify"
    /// The helper program.
    public let helperPath: String
    private let environment: [String: String]
    private let inform: (String) -> Void
    private let warn: (String) -> Void
    private var helper: HelperConnection?
    /// The popups that may still be showing, by tag.
    private var showing: [String: ShownPopup] = [:]
    /// Answers read while waiting for a reply, handed out at the next `finishWait`.
    private var answers: [(tag: String, action: ReminderAction)] = []
    /// When a new helper may start after one ended with popups showing.
    private var restarts: HelperRestarts
    /// The takeover under way, until every popup shown again has its reply.
    private var takeover: PopupTakeover?

    /// How long the helper may take to show a popup (libnotify's D-Bus call waits up to 25 s).
    static let replyTimeoutMilliseconds: Int32 = 30_000
    /// Popups older than this are forgotten; the stack tag still replaces them on the server.
    static let forgetAfterSeconds: Int64 = 24 * 3600

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
        restarts = HelperRestarts(intervalMilliseconds: restartIntervalMilliseconds)
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
                guard !helper.timedOut, !retried, restarts.planned.map({ $0.at <= SystemClock.monotonicMilliseconds() }) ?? true
                else { throw error }
                retried = true
            }
        }
    }

    /// Shows `reminder` on `helper` and waits for its reply, keeping what else it reports.
    private func show(_ reminder: Reminder, on helper: HelperConnection) throws(NotifierError) {
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
        if helper == nil, let planned = restarts.planned {
            let wait = Int32(clamping: max(0, planned.at - SystemClock.monotonicMilliseconds()))
            timeout = min(timeout ?? wait, wait)
        }
        return NotifierWait(descriptors: helper.map { [$0.output] } ?? [],
                            timeoutMilliseconds: timeout)
    }

    public func finishWait(_ ready: Set<Int32>) -> [ReminderResponse] {
        if let helper {
            if helper.hasBufferedLine || ready.contains(helper.output) {
                do {
                    while let message = try helper.receive(timeoutMilliseconds: 0) { note(message) }
                } catch {
                    // The new helper starts at the next turn of the loop, after the daemon saw
                    // its signals: a helper ended by the same SIGTERM as the daemon is not replaced.
                    helperEnded()
                }
            }
        } else if restarts.isDue(now: SystemClock.monotonicMilliseconds()) {
            restartHelper()
        }
        let responses = answers.compactMap { answer -> ReminderResponse? in
            guard let reminder = showing[answer.tag]?.reminder, reminder.link != nil || !reminder.occurrences.isEmpty else { return nil }
            return ReminderResponse(action: answer.action, occurrence: reminder.occurrences.first, link: reminder.link,
                                    summary: reminder.summary)
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
            guard takeover?.replied(tag, failure: nil) == true else { return }
            showing[tag]?.serverID = id
            finishTakeover()
        case .failed(let tag, let reason):
            guard takeover?.replied(tag, failure: reason) == true else { return }
            showing[tag] = nil
            finishTakeover()
        default: break
        }
    }

    /// Says how the takeover went once every popup shown again has its reply.
    private func finishTakeover() {
        guard let takeover, takeover.isComplete else { return }
        self.takeover = nil
        inform(takeover.report)
    }

    /// The helper, started when there is none: at once, or, after one ended with popups
    /// showing, when a new one may start (else this throws).
    private func runningHelper() throws(NotifierError) -> HelperConnection {
        if helper == nil, restarts.isDue(now: SystemClock.monotonicMilliseconds()) { restartHelper() }
        if let helper { return helper }
        if let planned = restarts.planned {
            let seconds = (planned.at - SystemClock.monotonicMilliseconds() + 999) / 1000
            throw NotifierError("the libnotify helper keeps ending; a new one starts in \(seconds) s")
        }
        let started = try HelperConnection(path: helperPath, environment: environment)
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
        switch restarts.helperEnded(startedAt: ended.startedAt, now: SystemClock.monotonicMilliseconds(), cause: cause,
                                    popupsShowing: !showing.isEmpty) {
        case .nothingToTakeOver:
            break
        case .givenUp:
            warn("the libnotify helper keeps ending (it \(cause)); the buttons of \(Self.count(showing.count, "popup")) on the desktop no longer work")
            showing.removeAll()
        case .planned(let delay):
            if delay > 0 {
                warn("the libnotify helper \(cause) again soon after it started; a new one starts in \((delay + 999) / 1000) s")
            }
        }
    }

    /// Starts a new helper and has it take over the popups that may still be showing (with
    /// none left, the next reminder starts it).
    private func restartHelper() {
        guard let cause = restarts.takePlanned() else { return }
        guard !showing.isEmpty else { return }
        restarts.started(now: SystemClock.monotonicMilliseconds())
        let started: HelperConnection
        do {
            started = try HelperConnection(path: helperPath, environment: environment)
        } catch {
            warn("cannot start a new libnotify helper (\(error.message)); the buttons of \(Self.count(showing.count, "popup")) on the desktop no longer work")
            showing.removeAll()
            return
        }
        helper = started
        takeover = PopupTakeover(cause: cause)
        let oldestFirst = showing.sorted { ($0.value.reminder.sentAt.seconds, $0.key) < ($1.value.reminder.sentAt.seconds, $1.key) }
        for (tag, popup) in oldestFirst {
            do {
                try started.send(.show(PopupRequest(popup.reminder), replacing: popup.serverID))
            } catch {
                helperEnded()
                return
            }
            takeover?.sent(tag)
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
