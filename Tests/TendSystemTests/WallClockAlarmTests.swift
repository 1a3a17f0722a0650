import Glibc
import Testing
import TendSystem

/// `WallClockAlarm` without waiting for real time: an instant already past rings at once, an
/// idle or distant alarm says nothing. (A set of the wall clock needs CAP_SYS_TIME, which a
/// test must not use: the daemon's tests play it through a pinned clock.)
@Suite struct WallClockAlarmTests {
    /// Waits for the alarm's descriptor to be readable, for at most `milliseconds`.
    static func isReadable(_ alarm: WallClockAlarm, within milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: alarm.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, milliseconds) == 1
    }

    static var nowSeconds: Int64 { SystemClock.wallNanoseconds() / 1_000_000_000 }

    @Test func anInstantAlreadyPastRingsAtOnceAndOnce() throws {
        let alarm = try #require(WallClockAlarm.make(), "the system refuses a timerfd with cancel-on-set")
        #expect(alarm.arm(atSeconds: Self.nowSeconds - 60) == false)
        // "At once" is the kernel's: the generous bound only keeps a broken alarm from hanging the test.
        #expect(Self.isReadable(alarm, within: 10_000))
        #expect(alarm.read() == .rang)
        #expect(alarm.read() == nil)
    }

    @Test func anIdleOrDistantAlarmSaysNothing() throws {
        let alarm = try #require(WallClockAlarm.make(), "the system refuses a timerfd with cancel-on-set")
        #expect(!Self.isReadable(alarm, within: 0))
        #expect(alarm.read() == nil)
        #expect(alarm.arm(atSeconds: Self.nowSeconds + 3_600) == false)
        #expect(!Self.isReadable(alarm, within: 0))
        #expect(alarm.arm(atSeconds: nil) == false)
        #expect(alarm.read() == nil)
    }

    /// Arming again moves the alarm: an instant past, then one an hour away, rings not at all.
    @Test func armingAgainReplacesTheInstant() throws {
        let alarm = try #require(WallClockAlarm.make(), "the system refuses a timerfd with cancel-on-set")
        _ = alarm.arm(atSeconds: Self.nowSeconds + 3_600)
        _ = alarm.arm(atSeconds: Self.nowSeconds - 1)
        #expect(Self.isReadable(alarm, within: 10_000))
        #expect(alarm.read() == .rang)
        _ = alarm.arm(atSeconds: Self.nowSeconds + 3_600)
        #expect(alarm.read() == nil)
    }

    @Test func theDescriptorIsCloseOnExecAndNonBlocking() throws {
        let alarm = try #require(WallClockAlarm.make(), "the system refuses a timerfd with cancel-on-set")
        #expect(fcntl(alarm.descriptor, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(alarm.descriptor, F_GETFL) & O_NONBLOCK != 0)
    }
}
