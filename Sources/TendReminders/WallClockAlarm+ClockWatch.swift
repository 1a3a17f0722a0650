import TendCore
import TendSystem

/// The system clock's watch: the alarm rings at the due instant and reports every set.
extension WallClockAlarm: ClockWatch {
    public var ringsAtArmedInstant: Bool { true }

    public func arm(_ instant: Instant?) -> Bool {
        arm(atSeconds: instant?.seconds)
    }

    public func news() -> ClockNews? {
        switch read() {
        case .rang: .rang
        case .clockSet: .set(nil)
        case nil: nil
        }
    }
}
