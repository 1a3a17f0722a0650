import Glibc

/// Everything the daemon sleeps on, in one `poll`: the signals it handles (through a signal
/// pipe), changes to the database and its write-ahead log (inotify on their directory), and a
/// notifier's own descriptors.
final class WakeSources {
    private let signals: Int32
    private let files: Int32
    /// The file names in the database's directory whose changes count.
    private let watchedNames: Set<String>

    /// The signals the daemon handles: SIGTERM and SIGINT end it, SIGHUP rereads its
    /// configuration, SIGCHLD says a reminder program ended, SIGALRM is the wall-clock alarm.
    static let handledSignals = [SIGTERM, SIGINT, SIGHUP, SIGCHLD, SIGALRM]

    /// Installs the signal handlers and starts watching the database's directory.
    init(databasePath: String) throws(CommandFailure) {
        Glibc.signal(SIGPIPE, SIG_IGN)
        signals = SignalPipe.install(for: Self.handledSignals)
        files = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        let slash = databasePath.lastIndex(of: "/")
        let directory = slash.map { $0 == databasePath.startIndex ? "/" : String(databasePath[..<$0]) } ?? "."
        let name = slash.map { String(databasePath[databasePath.index(after: $0)...]) } ?? databasePath
        watchedNames = [name, name + "-wal"]
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
        let watch = files >= 0 ? inotify_add_watch(files, directory, events) : -1
        guard signals >= 0, watch >= 0 else {
            throw CommandFailure("cannot watch '\(directory)' for changes: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(signals)
        close(files)
    }

    /// What woke the daemon.
    struct Wake {
        var signals: [Int32] = []
        var databaseChanged = false
        /// The extra descriptors with `revents` filled in.
        var extra: [pollfd] = []
    }

    /// Sleeps until something happens or `timeoutMilliseconds` pass (-1: no limit).
    func wait(timeoutMilliseconds: Int32, extra: [pollfd]) -> Wake {
        var descriptors = [signals, files].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } + extra
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        var wake = Wake(extra: Array(descriptors[2...]))
        guard ready > 0 else { return wake }
        if descriptors[0].revents != 0 { wake.signals = SignalPipe.drain(signals) }
        if descriptors[1].revents != 0 { wake.databaseChanged = readFileEvents() }
        return wake
    }

    /// Drains the inotify events; true when one was about a watched file.
    private func readFileEvents() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(files, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset, as: inotify_event.self).len) }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
                if watchedNames.contains(String(decoding: nameBytes, as: UTF8.self)) { changed = true }
                offset += header + length
            }
        }
    }
}
