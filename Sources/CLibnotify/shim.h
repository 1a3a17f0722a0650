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

/// Ignores `signal_number` (`SIG_IGN` is a cast in C, which Swift cannot import).
static inline void tend_ignore_signal(int signal_number) {
    signal(signal_number, SIG_IGN);
}
