import CLibnotify

/// The D-Bus session bus connection that libnotify uses (GLib shares one per process), held
/// so that its loss can be seen, and told not to end the process when the bus goes away: by
/// default GLib raises SIGTERM then, and the helper must keep serving the daemon instead.
final class SessionBus {
    private let connection: OpaquePointer

    /// Connects, or throws why there is no session bus.
    init() throws(PopupFailure) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw PopupFailure("no D-Bus session bus: " + GLibError.consume(error, fallback: "unknown error"))
        }
        g_dbus_connection_set_exit_on_close(connection, 0)
        self.connection = connection
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Whether the bus went away.
    var isClosed: Bool { g_dbus_connection_is_closed(connection) != 0 }
}
