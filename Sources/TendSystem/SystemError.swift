import Glibc

/// A failed system call, as the `errno` it left: the caller knows what it was doing and words
/// the sentence; `description` is the system's own text for the code (`No such file or directory`).
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error the last failed call left in `errno`.
    public static var current: SystemError { SystemError(code: errno) }

    public var description: String { String(cString: strerror(code)) }
}
