/// When a task is due: a composition of elements, read in the user's zone or a pinned one.
public struct Schedule: Hashable, Sendable {
    /// The parts of the schedule, in the order that breaks ties between equal start times.
    public var elements: [ScheduleElement]
    /// A zone the schedule is pinned to (`Europe/Berlin`); nil follows the user's zone.
    public var zoneName: String?

    public init(elements: [ScheduleElement], zoneName: String? = nil) {
        self.elements = elements
        self.zoneName = zoneName
    }
}
