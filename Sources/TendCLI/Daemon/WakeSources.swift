import Glibc

/// Everything the daemon sleeps on, in one `poll`: the signals it handles (read from a
/// signalfd, so they arrive as data, not as interruptions), changes to the database and its
/// write-ahead log (inotify on their directory), changes of the wall clock (a timerfd that
/// the kernel cancels when the clock is set or the machine resumes), and a notifier's own
/// descriptors.
final class WakeSources {
    private let signals: Int32
    private let files: Int32
    private let clockChanges: Int32
    /// The file names in the database's directory whose changes count.
    private let watchedNames: Set<String>

    /// The signals the daemon handles: SIGTERM and SIGINT end it, SIGHUP rereads its
    /// configuration, SIGCHLD says a reminder program ended.
    static let handledSignals = [SIGTERM, SIGINT, SIGHUP, SIGCHLD]

    /// Blocks the handled signals (before any thread starts, so that none is delivered the
    /// usual way) and opens the descriptors.
    init(databasePath: String) throws(CommandFailure) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in Self.handledSignals { sigaddset(&mask, signal) }
        sigprocmask(SIG_BLOCK, &mask, nil)
        Glibc.signal(SIGPIPE, SIG_IGN)
        signals = KernelDescriptors.signalDescriptor(mask)

        files = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        let slash = databasePath.lastIndex(of: "/")
        let directory = slash.map { $0 == databasePath.startIndex ? "/" : String(databasePath[..<$0]) } ?? "."
        let name = slash.map { String(databasePath[databasePath.index(after: $0)...]) } ?? databasePath
        watchedNames = [name, name + "-wal"]
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
        let watch = files >= 0 ? inotify_add_watch(files, directory, events) : -1

        clockChanges = KernelDescriptors.clockChangeDescriptor()
        guard signals >= 0, watch >= 0, clockChanges >= 0 else {
            throw CommandFailure("cannot watch '\(directory)' for changes: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(signals)
        close(files)
        close(clockChanges)
    }

    /// What woke the daemon.
    struct Wake {
        var signals: [Int32] = []
        var databaseChanged = false
        var clockChanged = false
        /// The extra descriptors with `revents` filled in.
        var extra: [pollfd] = []
    }

    /// Sleeps until something happens or `timeoutMilliseconds` pass (-1: no limit).
    func wait(timeoutMilliseconds: Int32, extra: [pollfd]) -> Wake {
        var descriptors = [signals, files, clockChanges].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } + extra
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        var wake = Wake(extra: Array(descriptors[3...]))
        guard ready > 0 else { return wake }
        if descriptors[0].revents != 0 { wake.signals = readSignals() }
        if descriptors[1].revents != 0 { wake.databaseChanged = readFileEvents() }
        if descriptors[2].revents != 0 {
            wake.clockChanged = true
            KernelDescriptors.rearmClockChange(clockChanges)
        }
        return wake
    }

    private func readSignals() -> [Int32] {
        var received: [Int32] = []
        var record = [UInt8](repeating: 0, count: KernelDescriptors.signalRecordSize)
        while record.withUnsafeMutableBytes({ read(signals, $0.baseAddress, $0.count) }) == record.count {
            received.append(record.withUnsafeBytes { Int32(bitPattern: $0.load(as: UInt32.self)) })
        }
        return received
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
