/// A number someone logged, on the local day it was logged for.
public struct DatedValue: Hashable, Sendable {
    public var day: CivilDate
    public var value: Double

    public init(day: CivilDate, value: Double) {
        self.day = day
        self.value = value
    }
}
