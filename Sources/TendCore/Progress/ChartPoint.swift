/// One bucket of a series: its number, or why it has none.
public struct ChartPoint: Hashable, Sendable {
    /// Why a point has the number it has, so that a chart draws each case differently.
    public enum State: Hashable, Sendable {
        /// Something was measured (a done dose, a logged value, an entry).
        case measured
        /// Occurrences were due and none was done: a real zero.
        case missed
        /// No occurrence was due in the bucket.
        case nothingScheduled
        /// Nothing was logged in the bucket.
        case noData
        /// The bucket starts after today.
        case notYet
    }

    public var bucket: ChartBucket
    public var state: State
    /// The number drawn: a percentage (adherence), doses done, the mean value, or entries;
    /// nil when the state is neither measured nor missed.
    public var value: Double?
    /// The smallest and largest value logged, when the bucket holds more than one.
    public var minimum: Double?
    public var maximum: Double?
    /// Occurrences due and done (adherence and done); values or entries logged (value, count).
    public var expected: Int?
    public var done: Int?
    public var samples: Int?

    public init(bucket: ChartBucket, state: State, value: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
                expected: Int? = nil, done: Int? = nil, samples: Int? = nil) {
        self.bucket = bucket
        self.state = state
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.expected = expected
        self.done = done
        self.samples = samples
    }
}
