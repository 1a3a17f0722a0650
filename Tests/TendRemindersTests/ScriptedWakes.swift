import Glibc
import TendCore
import TendReminders

/// Wake sources that play a script instead of sleeping: each `wait` of the loop takes the next
/// step, moves the clock as the step says and returns what woke the loop; when the script is
/// over the loop gets SIGTERM. Nothing waits for real time.
final class ScriptedWakes: WakeSources {
    /// One turn of the loop's sleep.
    enum Step {
        /// The sleep lasts its whole timeout (the loop must have asked for one).
        case timeout
        /// Time passes until the instant the alarm was armed for, and it rings.
        case alarmRings
        /// The machine sleeps and resumes at the instant: only the wall clock moves on.
        case resume(at: Instant)
        /// Someone sets the clock to the instant, forward or back.
        case setClock(to: Instant)
        /// A signal arrives at once.
        case signal(Int32)
        /// Another program writes the database (the closure, through a store of its own), and
        /// the watch on the log reports it; no time passes.
        case writeElsewhere(() throws -> Void)
    }

    let hasAlarm: Bool
    private let clock: ManualClock
    private var steps: [Step]
    /// The timeout of every sleep the loop asked for, in real milliseconds (-1: none).
    private(set) var timeouts: [Int32] = []
    /// The instant the alarm stands at.
    private(set) var armedAt: Instant?
    /// What went against the script (a step the loop's state did not allow).
    private(set) var problems: [String] = []

    /// Plays `steps` on `clock`; `hasAlarm` stands for the system clock's wall-clock alarm,
    /// which reports every set and resume, and brings the due instant without a timeout.
    init(_ steps: [Step], clock: ManualClock, hasAlarm: Bool) {
        self.steps = steps
        self.clock = clock
        self.hasAlarm = hasAlarm
    }

    func arm(_ instant: Instant?) -> Bool {
        armedAt = instant
        return false
    }

    func wait(timeoutMilliseconds: Int32, extra: [Int32]) -> Wake {
        timeouts.append(timeoutMilliseconds)
        guard !steps.isEmpty else { return Wake(signals: [SIGTERM]) }
        switch steps.removeFirst() {
        case .timeout:
            guard timeoutMilliseconds >= 0 else {
                problems.append("a timeout was scripted, but the loop slept without one")
                return Wake(signals: [SIGTERM])
            }
            clock.pass(milliseconds: Int64(timeoutMilliseconds))
            return Wake()
        case .alarmRings:
            guard hasAlarm, let armedAt else {
                problems.append("the alarm was to ring, but it is not armed")
                return Wake(signals: [SIGTERM])
            }
            clock.pass(milliseconds: max(0, (armedAt.seconds * 1_000_000_000 - clock.wall) / 1_000_000))
            return Wake(clock: .rang)
        case .resume(let instant), .setClock(let instant):
            clock.jump(to: instant)
            // The alarm reports the set; without one the loop must notice the drift itself.
            return Wake(clock: hasAlarm ? .set(nil) : nil)
        case .signal(let signal):
            return Wake(signals: [signal])
        case .writeElsewhere(let write):
            do {
                try write()
            } catch {
                problems.append("the write elsewhere failed: \(error)")
            }
            return Wake(databaseChanged: true)
        }
    }
}
