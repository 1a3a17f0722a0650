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
    static let signals = [Signal.interrupt, Signal.terminate, Signal.hangUp, Signal.windowResized]

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
            pipe = try SignalPipe(forwarding: signals, ignoring: [Signal.brokenPipe])
        } catch {
            throw CommandFailure("cannot watch for Ctrl-C: " + error.description)
        }
        do {
            database = try FileWatch(store.path, suffixes: ["-wal"], events: [.modified, .created, .movedTo])
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
            let input = StandardStreams.input
            var redraw = false
            while !redraw {
                let ready: Set<Int32>
                do {
                    ready = try DescriptorWait.readable([input, pipe.descriptor, database.descriptor, alarm?.descriptor ?? -1],
                                                        timeoutMilliseconds: nil)
                } catch {
                    throw CommandFailure("cannot wait for changes: " + error.description)
                }
                if ready.contains(input) {
                    let keys = keyboard.read()
                    if keys.isEmpty || keys.contains(where: { $0 == UInt8(ascii: "q") || $0 == UInt8(ascii: "Q") || $0 == 3 || $0 == 4 }) {
                        return .success
                    }
                }
                if ready.contains(pipe.descriptor) {
                    let received = pipe.drain()
                    if received.contains(where: { $0 != Signal.windowResized }) { return .success }
                    redraw = !received.isEmpty
                }
                if ready.contains(database.descriptor), database.drain() {
                    // The log is being written: the commit may still be in flight, and its last
                    // event may already be drained. Read once it is complete, as the daemon does;
                    // a lock held too long leaves the redraw to read what it can.
                    try? store.waitForWriters()
                    redraw = true
                }
                if let alarm, ready.contains(alarm.descriptor), alarm.read() != nil { redraw = true }
            }
        }
    }
}
