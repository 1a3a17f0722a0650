/// A point on the global time line: whole seconds since 1970-01-01T00:00:00Z.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since the Unix epoch.
    public var seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    /// The instant `delta` seconds later.
    public func adding(seconds delta: Int64) -> Instant { Instant(seconds: seconds + delta) }

    /// ISO 8601 in UTC (`2026-12-01T08:00:00Z`).
    public var description: String { LocalDateTime(localSeconds: seconds).description + "Z" }

    public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
}
