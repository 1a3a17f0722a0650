import TendCore
import TendPlan
import TendNotify
import TendStore
import TendSystem

/// The reminder loop: plan, send what is due, sleep until the next reminder comes due or
/// something changes, and do what people answer in the popups.
///
/// It sleeps in one `poll` and wakes for: the next due instant, a change of the database or
/// its write-ahead log, a signal, an answer from a popup, or news of its clock. On the system
/// clock the due instant comes from the wall-clock alarm, which also reports a clock set or a
/// resume from suspend, and the sleep has no other limit; without that alarm (a pinned clock,
/// or a system that refuses it) the due instant is a `poll` timeout of at most a minute, on a
/// clock that stops while the machine sleeps. A pinned clock is set through its clock file,
/// which the loop takes exactly as a set of the wall clock: it plans again from the new time.
/// After each wake the wall clock is also compared with the monotonic one, and a difference
/// that nothing reported (a suspend or a set without the alarm) means planning again too. A
/// store problem is reported and tried again later; it never ends the loop. A stored schedule
/// that cannot be read is reported once, and the other tasks are reminded of.
public final class ReminderLoop {
    let store: CareStore
    let clock: any ReminderClock
    let log: DaemonLog
    let zones: ZoneLoader
    let environment: [String: String]
    let write: (String) -> Void
    let reloadConfiguration: () throws -> ReminderConfiguration
    var configuration: ReminderConfiguration
    var notifier: Notifier
    var composer: ReminderComposer
    var lastDataVersion: Int64 = -1
    /// The schedules read so far: after a change the plan is loaded again, reading only new texts.
    let schedules = ScheduleCache()
    /// Each task's snapshot from the rounds before: a round reads again only the tasks whose
    /// rows changed since. A stored version that cannot be read is told once, when its task's
    /// snapshot first has it, and the other tasks are reminded of as usual.
    var plannedTasks = PlannedTasks()
    /// How many task snapshots the loop has read since it started: a change to one task among
    /// many adds one (tests watch it; the daemon does not need it).
    public internal(set) var tasksRead = 0
    /// The alerts of missed doses, and those sent.
    let missedDoseAlerts = MissedDoseAlerts()
    /// The alerts of logged values, and the last entry looked at.
    let loggedValueAlerts = LoggedValueAlerts()

    /// The longest sleep, in real milliseconds, when no wall-clock alarm backs it.
    static let longestSleepMilliseconds: Int64 = 60_000
    /// How far the wall clock may drift from the monotonic one during a sleep before the
    /// daemon takes it for a suspend or a clock change.
    static let clockDriftNanoseconds: Int64 = 2_000_000_000
    /// How soon a cycle that failed is tried again.
    static let retrySeconds: Int64 = 60

    /// - Parameters:
    ///   - store: the database, whose daemon lock the caller holds.
    ///   - configuration: the settings to start with.
    ///   - clock: the time the loop runs on.
    ///   - zones: where the zones that schedules are pinned to are read.
    ///   - environment: what reminder programs and the libnotify helper start with.
    ///   - write: receives the print backend's lines (standard output).
    ///   - log: receives what the loop did and what went wrong, and words errors.
    ///   - offersActions: whether popups get buttons (not for a single pass: nobody would hear them).
    ///   - reload: reads the configuration again (SIGHUP); what it throws keeps the old one.
    public init(store: CareStore, configuration: ReminderConfiguration, clock: any ReminderClock, zones: ZoneLoader,
                environment: [String: String], write: @escaping (String) -> Void, log: DaemonLog, offersActions: Bool,
                reload: @escaping () throws -> ReminderConfiguration) {
        self.store = store
        self.configuration = configuration
        self.clock = clock
        self.zones = zones
        self.environment = environment
        self.write = write
        self.log = log
        reloadConfiguration = reload
        notifier = NotifierSetup.make(configuration, environment: environment, write: write, log: log)
        composer = ReminderComposer(zone: configuration.zone, offersActions: offersActions)
    }

    /// Sends what is due now; fails when the store cannot be read.
    public func runOnce() throws {
        _ = try cycle()
    }

    /// Runs until SIGTERM or SIGINT.
    public func run(wakeSources sources: any WakeSources) {
        log.info("reminding from '\(store.path)' through \(notifier.name) (\(configuration.summary))")
        if !clock.isPinned, !sources.hasAlarm {
            log.warning("the system refused a wall-clock timer; the clock is looked at every minute instead")
        }
        var wakeAt = cycleReportingProblems()
        var clockSetMeanwhile = sources.arm(wakeAt)
        var slept = (wall: clock.nanoseconds(), monotonic: clock.monotonicNanoseconds())
        while true {
            let notifierWait = notifier.prepareWait()
            let timeout = clockSetMeanwhile ? 0 : sleepMilliseconds(
                wakeAt: wakeAt, notifierLimit: notifierWait.timeoutMilliseconds, alarmed: sources.hasAlarm)
            let wake = sources.wait(timeoutMilliseconds: timeout, extra: notifierWait.descriptors)

            var needsCycle = clockSetMeanwhile
            if clockSetMeanwhile { plannedTasks.forget() }
            for response in notifier.finishWait(wake.extra) {
                answer(response)
                needsCycle = true
            }
            if wake.signals.contains(Signal.terminate) || wake.signals.contains(Signal.interrupt) {
                log.info("stopped")
                return
            }
            if wake.signals.contains(Signal.hangUp) {
                reload()
                plannedTasks.forget()
                needsCycle = true
            }
            if let problem = wake.clockProblem { log.warning(log.describe(problem)) }
            if let news = wake.clock {
                take(news)
                if case .set = news { plannedTasks.forget() }
                needsCycle = true
            }
            let monotonic = clock.monotonicNanoseconds()
            if wake.databaseChanged {
                // The log is being written: once the commit is complete, see whether it changed
                // anything (the daemon's own commits do not count). At once, with no delay.
                try? store.waitForWriters()
                if (try? store.dataVersion()) != lastDataVersion { needsCycle = true }
            }
            // A jump that no news reported: a suspend or a clock set where there is no alarm.
            let wall = clock.nanoseconds()
            let drift = (wall - slept.wall) - Int64(Double(monotonic - slept.monotonic) * clock.speed)
            if abs(drift) > Self.clockDriftNanoseconds {
                plannedTasks.forget()
                needsCycle = true
            }
            slept = (wall, monotonic)
            if let due = wakeAt, clock.now() >= due { needsCycle = true }
            if needsCycle {
                wakeAt = cycleReportingProblems()
                clockSetMeanwhile = sources.arm(wakeAt)
            }
        }
    }

    /// How long the next sleep may last, in real milliseconds for `poll` (-1: until something
    /// happens). With an alarm on the wall clock the due instant needs no timeout; without one
    /// the sleep is a `poll` timeout of at most a minute on a clock that stops in suspend.
    private func sleepMilliseconds(wakeAt: Instant?, notifierLimit: Int32?, alarmed: Bool) -> Int32 {
        var limits: [Int64] = []
        if !alarmed {
            limits.append(Self.longestSleepMilliseconds)
            if let wakeAt { limits.append(clock.realMilliseconds(until: wakeAt)) }
        }
        if let notifierLimit { limits.append(Int64(notifierLimit)) }
        return limits.min().map { Int32(clamping: $0) } ?? -1
    }

    /// Takes the clock watch's news: a set moves a pinned clock to the instant set, and is logged.
    private func take(_ news: ClockNews) {
        guard case .set(let instant) = news else { return }
        if let instant {
            clock.set(to: instant)
            log.info("the clock was set to \(composer.iso8601(instant)); planning again")
        } else {
            log.info("the wall clock was set or the machine resumed; planning again")
        }
    }
}
