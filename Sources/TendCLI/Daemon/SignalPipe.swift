import Glibc

/// The write end of the signal pipe, for the handler (a signal handler can reach nothing else).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal's number into the pipe: all a handler may safely do.
private let forwardSignal: @convention(c) (Int32) -> Void = { signal in
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
}

/// Signals as data: each handled signal writes its number into a pipe that the daemon's
/// `poll` watches, so a signal wakes the loop and is handled there, never inside a handler.
/// (signalfd would do the same, but Swift's Glibc module does not import it.)
enum SignalPipe {
    /// Installs the handlers and returns the pipe's read end (non-blocking), or -1.
    static func install(for signals: [Int32]) -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
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
        // A parent may have started tend with these blocked; they must get through.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        return ends[0]
    }

    /// The signals that arrived since the last call.
    static func drain(_ readEnd: Int32) -> [Int32] {
        var received: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return received }
            received += bytes[..<count].map { Int32($0) }
        }
    }
}
