import CLibnotify

/// The helper's loop: reads `DaemonRequest`s from standard input, shows and closes popups,
/// answers each `show`, and reports the buttons people press and the popups they close. It
/// ends at the end of its input (the daemon stopped) or when its output is gone.
enum NotifyHelper {
    static func run() -> Int32 {
        // The daemon handles these for both processes; the helper ends with its input.
        tend_ignore_signal(SIGINT)
        tend_ignore_signal(SIGHUP)
        tend_ignore_signal(SIGPIPE)
        let popups = LibnotifyPopups()
        var input = LineReader(descriptor: 0)
        while true {
            let wait = popups.prepareWait()
            var descriptors = [GPollFD(fd: 0, events: gushort(G_IO_IN.rawValue), revents: 0)] + wait.descriptors
            _ = g_poll(&descriptors, guint(descriptors.count), wait.timeoutMilliseconds)
            let (answers, closed) = popups.finishWait(descriptors[1...])
            for answer in answers { guard send(.answered(tag: answer.tag, action: answer.action)) else { return 0 } }
            for tag in closed { guard send(.closed(tag: tag)) else { return 0 } }
            guard descriptors[0].revents != 0 else { continue }
            guard let lines = input.readAvailable() else { return 0 }
            for line in lines {
                switch DaemonRequest(line: line) {
                case .show(let popup):
                    let report: HelperReport
                    do {
                        report = .shown(tag: popup.tag, id: try popups.show(popup))
                    } catch {
                        report = .failed(tag: popup.tag, reason: error.reason)
                    }
                    guard send(report) else { return 0 }
                case .close(let tag):
                    popups.close(tag: tag)
                case nil:
                    continue
                }
            }
        }
    }

    /// Writes a report to standard output; false when the daemon is gone.
    private static func send(_ report: HelperReport) -> Bool {
        let bytes = report.line
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written < 0 && tend_errno() == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
