import Glibc

/// The write end of the signal pipe, for the handler (a signal handler can reach nothing else).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal's number into the pipe: all a handler may safely do.
private let forwardSignal: @convention(c) (Int32) -> Void = { signal in
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
}

/// Signals as data: each forwarded signal writes its number into a pipe that a `poll` can
/// watch, so a signal wakes a loop and is handled there, never inside a handler. (signalfd
/// would do the same, but Swift's Glibc module does not import it.) One per process.
public final class SignalPipe {
    /// The pipe's read end (non-blocking): readable when signals arrived.
    public let descriptor: Int32

    /// Installs handlers that forward `signals` (and unblocks them), and ignores `ignored`.
    public init(forwarding signals: [Int32], ignoring ignored: [Int32] = []) throws(SystemError) {
        for signal in ignored { Glibc.signal(signal, SIG_IGN) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError.current }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        signalPipeWriteEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = forwardSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals {
            sigaction(signal, &action, nil)
            sigaddset(&mask, signal)
        }
        // A parent may have started the process with these blocked; they must get through.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        descriptor = ends[0]
    }

    deinit {
        close(descriptor)
    }

    /// The signals that arrived since the last call.
    public func drain() -> [Int32] {
        var received: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return received }
            received += bytes[..<count].map { Int32($0) }
        }
    }
}
