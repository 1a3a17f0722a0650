import Glibc
import TendArguments
import TendCore
import TendStore
import TendSystem

/// `tend chart --watch`: the chart redrawn in place on the alternate screen whenever the
/// database changes (inotify on it and its write-ahead log), at the next local midnight (the
/// wall-clock alarm), and when the terminal is resized, with no polling; `q`, Ctrl-C or a
/// closed input end it and give the terminal back as it was.
enum ChartWatch {
    /// The signals that end the watch or redraw it.
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    /// Draws `chart()`, which reads `store`, until told to stop; `nextMidnight()` is when the
    /// day changes (nil for a pinned clock, which never reaches it).
    static func run(store: CareStore, context: CommandContext, nextMidnight: () throws -> Instant?,
                    chart: () throws -> String) throws -> ExitStatus {
        guard Console.outputIsTerminal else {
            throw CommandFailure("--watch redraws a terminal, and standard output is not one; leave --watch out to print the chart once",
                                 status: .usageError)
        }
        let pipe: SignalPipe
        let database: FileWatch
        do {
            pipe = try SignalPipe(forwarding: signals, ignoring: [SIGPIPE])
        } catch {
            throw CommandFailure("cannot watch for Ctrl-C: " + error.description)
        }
        do {
            database = try FileWatch(store.path, suffixes: ["-wal"], events: UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO))
        } catch {
            throw CommandFailure("cannot watch '\(error.directory)' for changes: " + error.error.description)
        }
        let alarm = WallClockAlarm.make()
        let keyboard = RawKeyboard()
        context.console.write("\u{1B}[?1049h\u{1B}[?25l")
        defer {
            keyboard.restore()
            context.console.write("\u{1B}[?25h\u{1B}[?1049l")
        }
        while true {
            let footer = "Watching: redrawn when the plan changes and at midnight. Press q to quit."
            context.console.write("\u{1B}[H\u{1B}[2J" + (try chart()) + "\n" + footer)
            _ = alarm?.arm(atSeconds: try nextMidnight()?.seconds)
            var descriptors = [0, pipe.descriptor, database.descriptor, alarm?.descriptor ?? -1].map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            var redraw = false
            while !redraw {
                guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0 else {
                    if errno == EINTR { continue }
                    throw CommandFailure("cannot wait for changes: " + SystemError.current.description)
                }
                if descriptors[0].revents != 0 {
                    let keys = keyboard.read()
                    if keys.isEmpty || keys.contains(where: { $0 == UInt8(ascii: "q") || $0 == UInt8(ascii: "Q") || $0 == 3 || $0 == 4 }) {
                        return .success
                    }
                }
                if descriptors[1].revents != 0 {
                    let received = pipe.drain()
                    if received.contains(where: { $0 != SIGWINCH }) { return .success }
                    redraw = !received.isEmpty
                }
                if descriptors[2].revents != 0, database.drain() {
                    // The log is being written: the commit may still be in flight, and its last
                    // event may already be drained. Read once it is complete, as the daemon does;
                    // a lock held too long leaves the redraw to read what it can.
                    try? store.waitForWriters()
                    redraw = true
                }
                if descriptors[3].revents != 0, alarm?.read() != nil { redraw = true }
                for i in descriptors.indices { descriptors[i].revents = 0 }
            }
        }
    }
}
