import Glibc

/// One wait over several descriptors: `poll` until any of them is readable (or at its end, or
/// in error: a read then says which), or a timeout passes. A wait that a signal interrupts
/// goes on for the time that is left, so that the signal is seen through its descriptor.
public enum DescriptorWait {
    /// Waits until one of `descriptors` is ready, or `timeoutMilliseconds` pass (nil: no
    /// limit; 0: only looks). A negative descriptor is skipped, for a source that is absent.
    ///
    /// - Returns: the descriptors that are ready; empty when the time passed first.
    /// - Throws: `SystemError` when `poll` fails for another reason than a signal.
    public static func readable(_ descriptors: [Int32], timeoutMilliseconds: Int32?) throws(SystemError) -> Set<Int32> {
        var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = timeoutMilliseconds.map { SystemClock.monotonicMilliseconds() + Int64(max($0, 0)) }
        var timeout = timeoutMilliseconds.map { max($0, 0) } ?? -1
        while true {
            let ready = poll(&watched, nfds_t(watched.count), timeout)
            if ready >= 0 { break }
            guard errno == EINTR else { throw .current }
            if let deadline { timeout = Int32(clamping: max(0, deadline - SystemClock.monotonicMilliseconds())) }
        }
        return Set(watched.lazy.filter { $0.fd >= 0 && $0.revents != 0 }.map(\.fd))
    }
}
