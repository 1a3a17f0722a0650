/// Where the reminders go: the `backend` and `fallback` settings.
public enum NotifierChoice: String, CaseIterable, Sendable {
    /// libnotify when a session bus is announced, else the fallback.
    case auto
    case libnotify
    case command
    case print
}
