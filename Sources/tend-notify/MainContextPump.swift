import CLibnotify
import Glibc
import TendNotify

/// Runs GLib's default main context from the daemon's own `poll`: GLib's descriptors join
/// the daemon's wait, and what they deliver (answers given in a popup, closed popups) is
/// dispatched right after it, on the daemon's thread.
final class MainContextPump {
    private let context: OpaquePointer
    private var priority: gint = 0
    private var descriptors: [GPollFD] = []

    init() {
        context = g_main_context_default()
        g_main_context_acquire(context)
    }

    deinit {
        g_main_context_release(context)
    }

    /// GLib's descriptors and the longest GLib lets the wait last.
    func prepare() -> NotifierWait {
        g_main_context_prepare(context, &priority)
        var timeout: gint = -1
        var count = Int(g_main_context_query(context, priority, &timeout, nil, 0))
        while true {
            descriptors = Array(repeating: GPollFD(), count: count)
            let needed = descriptors.withUnsafeMutableBufferPointer { buffer in
                Int(g_main_context_query(context, priority, &timeout, buffer.baseAddress, gint(count)))
            }
            if needed <= count { break }
            count = needed
        }
        let polled = descriptors.map { pollfd(fd: $0.fd, events: Int16(bitPattern: $0.events), revents: 0) }
        return NotifierWait(descriptors: polled, timeoutMilliseconds: timeout < 0 ? nil : timeout)
    }

    /// Hands GLib what the wait found and runs the sources that are ready.
    func dispatch(_ polled: [pollfd]) {
        for index in descriptors.indices where index < polled.count {
            descriptors[index].revents = UInt16(bitPattern: polled[index].revents)
        }
        let ready = descriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_check(context, priority, buffer.baseAddress, gint(buffer.count))
        }
        if ready != 0 { g_main_context_dispatch(context) }
    }
}
