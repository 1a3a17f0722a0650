import CLibnotify

/// Runs GLib's default main context from the helper's own `poll`: GLib's descriptors join
/// the helper's wait on its input, and what they deliver (answers given in a popup, closed
/// popups) is dispatched right after it, on the helper's one thread.
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

    /// GLib's descriptors and the longest GLib lets the wait last (-1: no limit).
    func prepare() -> (descriptors: [GPollFD], timeoutMilliseconds: gint) {
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
        return (descriptors, timeout)
    }

    /// Hands GLib what the wait found (`polled`: the descriptors of `prepare`, in order) and
    /// runs the sources that are ready.
    func dispatch(_ polled: ArraySlice<GPollFD>) {
        for (index, descriptor) in zip(descriptors.indices, polled) {
            descriptors[index].revents = descriptor.revents
        }
        let ready = descriptors.withUnsafeMutableBufferPointer { buffer in
            g_main_context_check(context, priority, buffer.baseAddress, gint(buffer.count))
        }
        if ready != 0 { g_main_context_dispatch(context) }
    }
}
