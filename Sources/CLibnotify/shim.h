// libnotify, and the GLib and GIO calls tend makes around it (the session bus connection and
// the main context that delivers the answers given in a popup).
#include <gio/gio.h>
#include <libnotify/notify.h>

// The C library calls of the helper's own loop. Embedded Swift has no Glibc module, so the
// helper reaches them through this module too.
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

/// `errno` of this thread (a macro in C, which Swift cannot import).
static inline int tend_errno(void) {
    return errno;
}

/// Sets the server's id of the popup `notification` replaces when it is shown next (the `id`
/// property; `g_object_set` is variadic, which Swift cannot call). libnotify keeps ids in a
/// signed property, so an id above `G_MAXINT32` is not set and the popup is shown as new.
static inline void tend_notification_set_id(NotifyNotification *notification, guint32 id) {
    if (id <= G_MAXINT32) g_object_set(notification, "id", (gint)id, NULL);
}

/// The server's id of the popup `notification` showed last (0: not shown yet).
static inline guint32 tend_notification_id(NotifyNotification *notification) {
    gint id = 0;
    g_object_get(notification, "id", &id, NULL);
    return (guint32)id;
}

/// Ignores `signal_number` (`SIG_IGN` is a cast in C, which Swift cannot import).
static inline void tend_ignore_signal(int signal_number) {
    signal(signal_number, SIG_IGN);
}
