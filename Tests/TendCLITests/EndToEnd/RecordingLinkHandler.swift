import Foundation
import Testing

/// A scratch desktop whose only program for links is a test `.desktop` file that records each
/// URI it is given, registered with the real `xdg-mime default` in a scratch `XDG_DATA_HOME`
/// and `XDG_CONFIG_HOME`: what `xdg-open` opens, from `tend contact call` or from the daemon's
/// alert button, is read back exactly.
struct RecordingLinkHandler {
    let folder: URL
    var uris: URL { folder.appendingPathComponent("uris") }
    var recorder: URL { folder.appendingPathComponent("record") }

    /// Makes the desktop's folders and the recording program in `folder`.
    init(in folder: URL) throws {
        self.folder = folder
        for name in ["data/applications", "config", "system-data", "system-config"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(uris.path)'\n".write(to: recorder, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: recorder.path)
    }

    /// The variables that put a program on this desktop (to add to its environment).
    var environment: [String: String] {
        [
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_DATA_DIRS": folder.appendingPathComponent("system-data").path,
            "XDG_CONFIG_DIRS": folder.appendingPathComponent("system-config").path,
            "HOME": folder.path,
        ]
    }

    /// Installs the recording handler for `schemes`, with `xdg-mime` run in `environment`.
    /// Without it the desktop has no program at all: xdg-mime finds a handler by the
    /// `MimeType` of any desktop file, registered or not.
    func register(_ schemes: [String], environment: [String: String]) throws {
        try """
            [Desktop Entry]
            Type=Application
            Name=Records links
            Exec=\(recorder.path) %u
            MimeType=x-scheme-handler/tel;x-scheme-handler/sms;x-scheme-handler/mailto;x-scheme-handler/geo;
            NoDisplay=true

            """.write(to: folder.appendingPathComponent("data/applications/tend-test-handler.desktop"), atomically: true, encoding: .utf8)
        for scheme in schemes {
            let result = try TendProcess.run(["default", "tend-test-handler.desktop", "x-scheme-handler/" + scheme],
                                             environment: environment, executable: "/usr/bin/xdg-mime")
            try #require(result.status == 0, "xdg-mime default: \(result.stderr)")
        }
    }

    /// The URIs the handler was given, in order.
    var recorded: [String] {
        ((try? String(contentsOf: uris, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
