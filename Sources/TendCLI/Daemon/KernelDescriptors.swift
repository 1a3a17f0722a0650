import Glibc

/// signalfd and timerfd, which Swift's Glibc module leaves out (it imports neither
/// `<sys/signalfd.h>` nor `<sys/timerfd.h>`): the three C library functions are looked up by
/// name, and the constants and the record layout are the kernel's stable ABI.
enum KernelDescriptors {
    /// `SFD_NONBLOCK | SFD_CLOEXEC` and `TFD_NONBLOCK | TFD_CLOEXEC`: the `O_` flags' values.
    private static let nonBlockingCloseOnExec = O_NONBLOCK | O_CLOEXEC
    /// `TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET`.
    private static let absoluteCancelledOnSet: Int32 = 1 | 2
    /// The size of `struct signalfd_siginfo`; its first field is the signal number.
    static let signalRecordSize = 128

    private typealias SignalFD = @convention(c) (Int32, UnsafePointer<sigset_t>?, Int32) -> Int32
    private typealias TimerCreate = @convention(c) (Int32, Int32) -> Int32
    private typealias TimerSet = @convention(c) (Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?) -> Int32

    /// A descriptor from which the signals of `mask` (which must be blocked) are read as
    /// records of `signalRecordSize` bytes; -1 on failure.
    static func signalDescriptor(_ mask: sigset_t) -> Int32 {
        guard let function: SignalFD = lookUp("signalfd") else { return -1 }
        var mask = mask
        return function(-1, &mask, nonBlockingCloseOnExec)
    }

    /// A timer on the wall clock that becomes readable (and its read fails with ECANCELED) as
    /// soon as the wall clock is set or the machine resumes; -1 on failure.
    static func clockChangeDescriptor() -> Int32 {
        guard let create: TimerCreate = lookUp("timerfd_create") else { return -1 }
        let descriptor = create(CLOCK_REALTIME, nonBlockingCloseOnExec)
        guard descriptor >= 0 else { return -1 }
        rearmClockChange(descriptor)
        return descriptor
    }

    /// Clears a clock-change timer that fired and arms it again, a year ahead.
    static func rearmClockChange(_ descriptor: Int32) {
        var expirations = UInt64(0)
        _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        guard let set: TimerSet = lookUp("timerfd_settime") else { return }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var setting = itimerspec(it_interval: timespec(), it_value: timespec(tv_sec: now.tv_sec + 365 * 86_400, tv_nsec: 0))
        _ = set(descriptor, absoluteCancelledOnSet, &setting, nil)
    }

    private static func lookUp<Function>(_ name: String) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
