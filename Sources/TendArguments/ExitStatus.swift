/// How a program ends, as the process's exit status.
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked; also after printing help or the version.
    case success = 0
    /// Something went wrong that is not the caller's usage: a missing file, a damaged database.
    case failure = 1
    /// The command line was wrong: an unknown option, a missing argument, an invalid value
    /// (`EX_USAGE` from sysexits.h).
    case usageError = 64
    /// The command was understood but what it would record breaks a rule of the data, such as
    /// a dose the plan's safety rules refuse (`EX_DATAERR`); nothing changed.
    case dataError = 65
    /// The system did not give the program what every process needs, such as its arguments
    /// (`EX_OSERR`).
    case systemError = 71
    /// Standard output could not be written (`EX_IOERR`); anything recorded is saved.
    case outputError = 74
}
