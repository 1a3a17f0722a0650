/// Why a popup could not be shown; the daemon gets it in the `failed` report.
struct PopupFailure: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
