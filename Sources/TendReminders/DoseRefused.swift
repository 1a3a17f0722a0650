import TendCore

/// A Done from a popup that the dose rules refuse (`DoseSafety`): nothing is recorded, and the
/// command line words why in the daemon's log.
public struct DoseRefused: Error, Sendable {
    /// Why the dose may not be recorded.
    public let refusal: DoseSafety.Refusal
    /// The task whose dose it was.
    public let task: CareTask
    /// The instant the Done was clicked, which would have been the dose's time.
    public let at: Instant
    /// The zone whose local days the rules count.
    public let zone: ZoneRules
}
