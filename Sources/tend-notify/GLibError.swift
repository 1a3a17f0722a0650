import CLibnotify

/// Reads the message of a `GError` that a GLib call set, and frees it.
enum GLibError {
    /// The message of `error` (freed here), or `fallback` when the call failed without one.
    static func consume(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        guard let message = error.pointee.message else { return fallback }
        return String(cString: message)
    }
}
