import Foundation
import Testing
import TendSystem

/// `DesktopLinks` with the real xdg-utils on a scratch desktop: its only program for links is
/// a `.desktop` file that records each URI it is given, registered with `xdg-mime default` in
/// scratch XDG folders, so what `xdg-open` opened is read back exactly.
@Suite struct DesktopLinksTests {
    /// The scratch desktop and its recording program.
    final class ScratchDesktop {
        let scratch: ScratchDirectory
        var recorded: [String] { (scratch.text("uris") ?? "").split(separator: "\n").map(String.init) }

        init() throws {
            scratch = try ScratchDirectory()
            for name in ["data/applications", "config", "system-data", "system-config"] {
                try FileManager.default.createDirectory(atPath: scratch.file(name), withIntermediateDirectories: true)
            }
            try scratch.write("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(scratch.file("uris"))'\n", to: "record", mode: 0o755)
        }

        /// The environment of a program on this desktop, with a display or without one.
        func environment(display: Bool = true) -> [String: String] {
            var environment = [
                "PATH": "/usr/bin:/bin",
                "HOME": scratch.path,
                "XDG_DATA_HOME": scratch.file("data"),
                "XDG_CONFIG_HOME": scratch.file("config"),
                "XDG_DATA_DIRS": scratch.file("system-data"),
                "XDG_CONFIG_DIRS": scratch.file("system-config"),
            ]
            if display { environment["DISPLAY"] = ":99" }
            return environment
        }

        /// Installs the recording program for links of `schemes`.
        func register(_ schemes: [String]) throws {
            try scratch.write("""
                [Desktop Entry]
                Type=Application
                Name=Records links
                Exec=\(scratch.file("record")) %u
                MimeType=\(schemes.map { "x-scheme-handler/\($0);" }.joined())
                NoDisplay=true

                """, to: "data/applications/tend-test-handler.desktop")
            for scheme in schemes {
                let set = try ChildProcess.run(["/usr/bin/xdg-mime", "default", "tend-test-handler.desktop", "x-scheme-handler/" + scheme],
                                               environment: environment())
                try #require(set.status == 0, "xdg-mime default failed for \(scheme)")
            }
        }
    }

    @Test func aDisplayIsDISPLAYOrWAYLAND_DISPLAYNotEmpty() {
        #expect(DesktopLinks.hasDisplay(environment: ["DISPLAY": ":0"]))
        #expect(DesktopLinks.hasDisplay(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!DesktopLinks.hasDisplay(environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""]))
        #expect(!DesktopLinks.hasDisplay(environment: [:]))
    }

    @Test func theHandlerOfASchemeIsTheDesktopFileRegisteredForIt() throws {
        let desktop = try ScratchDesktop()
        #expect(DesktopLinks.handler(ofScheme: "tel", environment: desktop.environment()) == nil)
        try desktop.register(["tel"])
        #expect(DesktopLinks.handler(ofScheme: "tel", environment: desktop.environment()) == "tend-test-handler.desktop")
        #expect(DesktopLinks.handler(ofScheme: "mailto", environment: desktop.environment()) == nil)
    }

    /// The first link whose scheme has a handler is opened, exactly as given; the others are not.
    @Test func theFirstHandledLinkIsOpenedWithItsHandler() throws {
        let desktop = try ScratchDesktop()
        try desktop.register(["sms", "mailto"])
        let opening = try DesktopLinks.openFirstHandled(["tel:+81312345678", "sms:+447700900123", "mailto:ann@example.org"],
                                                        environment: desktop.environment())
        #expect(opening == .opened(uri: "sms:+447700900123", handler: "tend-test-handler.desktop"))
        #expect(desktop.recorded == ["sms:+447700900123"])
    }

    @Test func withoutADisplayOrAHandlerNothingIsOpened() throws {
        let desktop = try ScratchDesktop()
        #expect(try DesktopLinks.openFirstHandled(["tel:+81312345678"], environment: desktop.environment()) == .noHandler)
        try desktop.register(["tel"])
        #expect(try DesktopLinks.openFirstHandled(["tel:+81312345678"], environment: desktop.environment(display: false)) == .noDisplay)
        #expect(desktop.recorded == [])
    }
}
