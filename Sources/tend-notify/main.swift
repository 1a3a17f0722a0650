// tend-notify: the libnotify helper of `tend daemon`, in Embedded Swift; see `LibnotifyNotifier`
// in TendNotify for the daemon's side.
import CLibnotify

exit(NotifyHelper.run())
