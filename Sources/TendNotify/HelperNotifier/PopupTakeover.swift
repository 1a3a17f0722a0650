/// A new helper showing again the popups of one that ended, until each has its reply: how many
/// it took over, and why the others could not be shown again.
struct PopupTakeover {
    /// How the helper before ended (`was ended by signal 9`).
    let cause: String
    /// The tags shown again whose reply has not come.
    private(set) var waiting: Set<String> = []
    private var taken = 0
    private var failures: [String] = []

    init(cause: String) {
        self.cause = cause
    }

    /// `tag` was sent to be shown again.
    mutating func sent(_ tag: String) {
        waiting.insert(tag)
    }

    /// Takes the reply for `tag` (`failure` nil: shown); false when `tag` was not waiting.
    mutating func replied(_ tag: String, failure: String?) -> Bool {
        guard waiting.remove(tag) != nil else { return false }
        if let failure { failures.append(failure) } else { taken += 1 }
        return true
    }

    /// Whether every popup shown again has its reply.
    var isComplete: Bool { waiting.isEmpty }

    /// What the log says once it is complete.
    var report: String {
        let popups = taken == 1 ? "popup" : "popups"
        var message = "the libnotify helper \(cause); a new one took over \(taken) \(popups)"
        if let reason = failures.first {
            message += " (\(failures.count) could not be shown again: \(reason))"
        }
        return message
    }
}
