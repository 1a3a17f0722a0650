import TendArguments
import TendPlan
import TendStore

/// The exit status of each store and plan failure, in one place, following sysexits(3) where
/// one fits, so a cron job or a script can tell a mistyped path (66) from a busy database (75,
/// try again) or a damaged one (65). The man page's EXIT STATUS lists the same codes.
/// Mistakes on the command line are 64 (``ExitStatus/usageError``); a ``CommandFailure`` carries
/// its own status.
enum FailureStatus {
    /// The status for a failure of the store.
    static func of(_ error: StoreError) -> ExitStatus {
        switch error {
        case .notADatabase, .foreignDatabase, .newerSchema, .damaged, .hardLinked:
            .dataError
        case .notAFile, .directoryUnreadable, .cannotOpen, .danglingSymbolicLink:
            .noInput
        case .directoryMissing, .notADirectory, .cannotCreateDirectory:
            .cannotCreate
        case .diskFull, .systemFailure:
            .outputError
        case .busy, .busyReading:
            .temporaryFailure
        case .directoryNotWritable, .fileNotWritable:
            .permissionDenied
        case .noDefaultLocation:
            .configurationError
        case .walUnavailable, .sqlite:
            .failure
        case .taskNotFound, .taskExists, .taskRemoved, .versionNotFound, .versionHasRecords,
             .contactNotFound, .contactExists, .contactNamedByAlerts, .notificationNotFound:
            // The plan cannot do what was asked of it; the message says what to ask instead.
            .failure
        }
    }

    /// The status for a plan that could not be found or read.
    static func of(_ error: PlanError) -> ExitStatus {
        switch error {
        case .databaseMissing: .noInput
        case .scheduleUnreadable: .dataError
        case .zoneUnreadable: .systemFileMissing
        }
    }
}
