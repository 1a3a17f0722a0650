/// A wall-clock time of day, to the second.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since midnight, 0..<86400.
    public let secondsSinceMidnight: Int

    /// Creates a time, or nil when a field is out of range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Creates a time from seconds since midnight (taken modulo one day).
    public init(secondsSinceMidnight: Int) {
        let r = secondsSinceMidnight % 86_400
        self.secondsSinceMidnight = r < 0 ? r + 86_400 : r
    }

    /// Midnight.
    public static let midnight = TimeOfDay(secondsSinceMidnight: 0)

    public var hour: Int { secondsSinceMidnight / 3600 }
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:MM`, or `HH:MM:SS` when there are seconds.
    public var description: String { digits(withSeconds: second != 0) }

    /// `HH:MM:SS`, always with seconds.
    public var fullDescription: String { digits(withSeconds: true) }

    /// The fields as two digits each, written as bytes: `tend today` writes a time for every
    /// row it draws, and building the text from padded numbers cost thousands of instructions.
    private func digits(withSeconds: Bool) -> String {
        let length = withSeconds ? 8 : 5
        return String(unsafeUninitializedCapacity: length) { buffer in
            func put(_ value: Int, at index: Int) {
                buffer[index] = UInt8(truncatingIfNeeded: 0x30 + value / 10)
                buffer[index + 1] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
            }
            put(hour, at: 0)
            buffer[2] = UInt8(ascii: ":")
            put(minute, at: 3)
            if withSeconds {
                buffer[5] = UInt8(ascii: ":")
                put(second, at: 6)
            }
            return length
        }
    }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.secondsSinceMidnight < b.secondsSinceMidnight }
}
