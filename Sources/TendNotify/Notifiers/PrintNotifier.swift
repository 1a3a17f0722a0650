/// Writes each reminder as one time-stamped line, for servers, SSH sessions and logs:
///
///     2026-12-01T08:00:00+01:00 due: Ibuprofen at 08:00 — Morning; 1 tablet with food [tend:ibuprofen:1:3]
///
/// An alert that names a contact has its link after the text, to copy from the terminal:
///
///     … alert: Ibuprofen: 2 doses missed — Your plan says: message Mum, +44 7700 900123. <sms:+447700900123> [tend:alert:ibuprofen:0:1:5]
public final class PrintNotifier: Notifier {
    public let name = "print"
    private let write: (String) -> Void

    /// - Parameter write: receives each line with its line break.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        write(Self.line(reminder) + "\n")
    }

    /// The line for `reminder`, without a line break.
    public static func line(_ reminder: Reminder) -> String {
        var line = "\(reminder.sentAtText) \(reminder.kind.rawValue): \(reminder.summary)"
        let details = reminder.body.split(separator: "\n").joined(separator: "; ")
        if !details.isEmpty { line += " — " + details }
        if let uri = reminder.link?.uris.first { line += " <\(uri)>" }
        if reminder.kind != .folded { line += " [\(reminder.tag)]" }
        return line
    }
}
