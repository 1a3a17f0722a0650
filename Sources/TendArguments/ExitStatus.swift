/// How a program ends, as the process's exit status.
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked; also after printing help or the version.
    case success = 0
    /// Something went wrong that no more particular status below names.
    case failure = 1
    /// The command line was wrong: an unknown option, a missing argument, an invalid value
    /// (`EX_USAGE` from sysexits.h).
    case usageError = 64
    /// The input data was wrong (`EX_DATAERR`): a file that is not the program's or is damaged,
    /// or a record that breaks a rule of the data, such as a dose the plan's safety rules
    /// refuse; nothing changed.
    case dataError = 65
    /// An input file does not exist or cannot be read (`EX_NOINPUT`).
    case noInput = 66
    /// The system did not give the program what every process needs, such as its arguments
    /// (`EX_OSERR`).
    case systemError = 71
    /// A system file the program needs is missing or unreadable, such as time zone data
    /// (`EX_OSFILE`).
    case systemFileMissing = 72
    /// An output file or its directory cannot be created (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Standard output or a file could not be written (`EX_IOERR`); anything recorded is saved.
    case outputError = 74
    /// A temporary failure, such as a file locked by another process: trying again later may
    /// work (`EX_TEMPFAIL`).
    case temporaryFailure = 75
    /// The program lacks the permission it needs (`EX_NOPERM`).
    case permissionDenied = 77
    /// The environment does not say what the program needs to know (`EX_CONFIG`).
    case configurationError = 78
}
