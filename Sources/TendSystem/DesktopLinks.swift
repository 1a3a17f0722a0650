/// Links opened on the desktop through xdg-utils: `xdg-mime query default` says which program
/// handles a scheme, `xdg-open` opens a link with it. Nothing here decides what to say; the
/// caller words what happened.
public enum DesktopLinks {
    /// Whether a graphical session is there to open links on: `DISPLAY` or `WAYLAND_DISPLAY` is set.
    public static func hasDisplay(environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The desktop file (`org.gnome.Contacts.desktop`) that handles links of `scheme`
    /// (`x-scheme-handler/tel`), or nil when none does or xdg-mime is not installed.
    public static func handler(ofScheme scheme: String, environment: [String: String]) -> String? {
        let query = ["xdg-mime", "query", "default", "x-scheme-handler/" + scheme]
        guard let finished = try? ChildProcess.run(query, environment: environment), finished.status == 0 else { return nil }
        let name = finished.output.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }

    /// Opens `uri` with `xdg-open` and waits for it; its exit status (0 when it opened the
    /// link; xdg-open's own codes otherwise).
    ///
    /// - Throws: `SystemError` when xdg-open cannot be started (not installed).
    public static func open(_ uri: String, environment: [String: String]) throws(SystemError) -> Int32 {
        try ChildProcess.run(["xdg-open", uri], environment: environment).status
    }

    /// What became of a link opened with `openFirstHandled`.
    public enum Opening: Hashable, Sendable {
        /// No graphical session (`DISPLAY` and `WAYLAND_DISPLAY` unset): nothing was tried.
        case noDisplay
        /// No program handles any of the links' schemes.
        case noHandler
        /// `uri` was opened with the desktop file `handler`.
        case opened(uri: String, handler: String)
        /// `xdg-open` failed on `uri` with `status` though `handler` handles it.
        case failed(uri: String, handler: String, status: Int32)
    }

    /// Opens the first of `uris` whose scheme has a handler on this desktop, and waits for
    /// `xdg-open`; nothing is opened without a display or a handler.
    ///
    /// - Throws: `SystemError` when xdg-open cannot be started (not installed).
    public static func openFirstHandled(_ uris: [String], environment: [String: String]) throws(SystemError) -> Opening {
        guard hasDisplay(environment: environment) else { return .noDisplay }
        let handled = uris.lazy.compactMap { uri in
            handler(ofScheme: String(uri.prefix { $0 != ":" }), environment: environment).map { (uri, $0) }
        }
        guard let (uri, handler) = handled.first else { return .noHandler }
        let status = try open(uri, environment: environment)
        return status == 0 ? .opened(uri: uri, handler: handler) : .failed(uri: uri, handler: handler, status: status)
    }
}
