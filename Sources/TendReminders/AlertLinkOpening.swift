import TendCore
import TendNotify
import TendSystem

/// What the daemon does when a person presses an alert's Call, Message or Email button: opens
/// the contact's link as `tend contact call` does (`DesktopLinks`: `xdg-open`, without a shell,
/// only when a program handles the link's scheme), and otherwise logs the link, so that it
/// can be used by hand.
enum AlertLinkOpening {
    /// Opens `link` (pressed on the alert whose summary is `alert`) and logs what happened.
    static func open(_ link: ContactLink, alert: String, environment: [String: String], log: DaemonLog) {
        let links = link.uris.joined(separator: " ")
        let pressed = "\(alert): \(link.action.rawValue) \(link.text)"
        do {
            switch try DesktopLinks.openFirstHandled(link.uris, environment: environment) {
            case .opened(let uri, let handler):
                log.info("\(pressed): opened \(uri) with \(TextSanitizer.sanitize(handler))")
            case .noDisplay:
                log.warning("\(pressed): not opened, there is no desktop display (DISPLAY and WAYLAND_DISPLAY are not set); the link is \(links)")
            case .noHandler:
                let schemes = link.uris.map { ContactLink.scheme(of: $0) + ":" }.joined(separator: " or ")
                log.warning("\(pressed): not opened, no program on this desktop handles \(schemes) links; the link is \(links)")
            case .failed(let uri, let handler, let status):
                log.warning("\(pressed): xdg-open could not open \(uri) with \(TextSanitizer.sanitize(handler)) (exit status \(status))")
            }
        } catch {
            log.warning("\(pressed): cannot run xdg-open (\(error.description)); the link is \(links)")
        }
    }
}
