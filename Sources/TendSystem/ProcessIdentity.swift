import Glibc

/// Who this process is, and its end.
public enum ProcessIdentity {
    /// The real user id (`getuid`): the person who started the program.
    public static var realUserID: UInt32 { getuid() }

    /// This process's id.
    public static var processID: Int32 { getpid() }

    /// Ends the process at once with `status` (`exit`: buffered C output is flushed).
    public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}
