import Glibc
import Testing
import TendSystem

/// `SignalPipe`: the signals it forwards arrive as data on its descriptor, in order, once;
/// those it ignores are ignored; a signal the process started with blocked gets through.
/// One pipe per process, so the suite runs its tests one at a time.
@Suite(.serialized) struct SignalPipeTests {
    /// Whether the pipe's descriptor is readable now.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 0) == 1
    }

    @Test func forwardedSignalsArriveAsDataInOrderAndOnce() throws {
        let pipe = try SignalPipe(forwarding: [SIGUSR1, SIGUSR2])
        #expect(!Self.isReadable(pipe.descriptor))
        #expect(pipe.drain() == [])
        // raise() runs the handler in this thread before it returns.
        raise(SIGUSR2)
        raise(SIGUSR1)
        raise(SIGUSR2)
        #expect(Self.isReadable(pipe.descriptor))
        #expect(pipe.drain() == [SIGUSR2, SIGUSR1, SIGUSR2])
        #expect(pipe.drain() == [])
        #expect(!Self.isReadable(pipe.descriptor))
    }

    @Test func ignoredSignalsAreIgnored() throws {
        let pipe = try SignalPipe(forwarding: [SIGUSR1], ignoring: [SIGPIPE])
        var action = sigaction()
        sigaction(SIGPIPE, nil, &action)
        #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))
        raise(SIGPIPE)
        #expect(pipe.drain() == [])
    }

    @Test func aSignalBlockedBeforeIsUnblocked() throws {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let pipe = try SignalPipe(forwarding: [SIGUSR1])
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        #expect(sigismember(&current, SIGUSR1) == 0)
        raise(SIGUSR1)
        #expect(pipe.drain() == [SIGUSR1])
    }

    /// The descriptor is closed when the pipe goes, and not inherited by programs started.
    @Test func theDescriptorIsCloseOnExecAndNonBlocking() throws {
        let pipe = try SignalPipe(forwarding: [SIGUSR1])
        #expect(fcntl(pipe.descriptor, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(pipe.descriptor, F_GETFL) & O_NONBLOCK != 0)
    }
}
