// tend-notify: the libnotify helper of `tend daemon`, in Embedded Swift; see `HelperNotifier`
// in TendNotify for the daemon's side.
import CLibnotify

exit(NotifyHelper.run())
