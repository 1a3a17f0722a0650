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
}
