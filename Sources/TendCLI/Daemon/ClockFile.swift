import TendCore
import TendReminders
import TendSystem

/// `TEND_CLOCK_FILE`: a file that sets a pinned clock when it is written, so that tests can
/// move the daemon's clock as a person (or a resume from suspend) moves the wall clock. Each
/// time the file is written (closed after writing, or renamed into place) the daemon reads the
/// instant in it, in the forms of `TEND_NOW`; the clock jumps there and runs on from there.
/// The daemon takes it exactly as a set of the system clock reported by the wall-clock alarm.
final class ClockFile: ClockWatch {
    let ringsAtArmedInstant = false
    private let path: String
    private let zone: ZoneRules
    private let watch: FileWatch

    var descriptor: Int32 { watch.descriptor }

    /// Watches `path`, whose instants are read in `zone` when they carry no offset.
    init(path: String, zone: ZoneRules) throws(CommandFailure) {
        self.path = path
        self.zone = zone
        do {
            watch = try FileWatch(path, events: [.closedAfterWriting, .movedTo])
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A pinned clock runs on the monotonic clock: its due instants come by the sleep's timeout.
    func arm(_ instant: Instant?) -> Bool { false }

    /// The instant the file was set to; nil when the file went away or is empty.
    func news() throws(CommandFailure) -> ClockNews? {
        guard watch.drain(), let bytes = try? FileReading.bytes(atPath: path, limit: 4096) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        guard !text.isEmpty else { return nil }
        guard let instant = DateTimeArgument.instant(text, zone: zone) else {
            throw CommandFailure("TEND_CLOCK_FILE '\(path)' holds '\(text)', which is not a date and time; the clock runs on unchanged")
        }
        guard DaemonClock.supportedRange.contains(instant) else {
            throw CommandFailure("TEND_CLOCK_FILE '\(path)' holds '\(text)', outside 1 Jan 1970 to 31 Dec 2199; the clock runs on unchanged")
        }
        return .set(instant)
    }
}
