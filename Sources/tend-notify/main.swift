// tend-notify: the libnotify helper of `tend daemon`; see `LibnotifyNotifier`.
import Glibc

exit(NotifyHelper.run())
