/// One time a task is due.
public struct Occurrence: Hashable, Sendable {
    /// The position among all occurrences of the schedule, from 0 at its start. It never
    /// depends on the window it was found in.
    public var index: Int
    /// When it starts.
    public var start: Instant
    /// When it ends, for occurrences with a duration or a whole day.
    public var end: Instant?
    /// Whether it is a whole day.
    public var allDay: Bool
    /// The position of the element it comes from in `Schedule.elements`.
    public var element: Int

    public init(index: Int, start: Instant, end: Instant?, allDay: Bool, element: Int) {
        self.index = index
        self.start = start
        self.end = end
        self.allDay = allDay
        self.element = element
    }
}
