// libnotify, and the GLib and GIO calls tend makes around it (the session bus connection and
// the main context that delivers the answers given in a popup).
#include <gio/gio.h>
#include <libnotify/notify.h>
