import Glibc

/// Changes to a file (and some siblings of it) through inotify on its directory, so that a
/// file replaced by a rename, or not there yet, is still seen.
public final class FileWatch {
    /// Why the directory cannot be watched.
    public struct Failure: Error, Hashable, Sendable {
        /// The directory that was to be watched.
        public let directory: String
        public let error: SystemError
    }

    /// The kinds of change watched for (inotify's `IN_…` events).
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The file was written (`IN_MODIFY`).
        public static let modified = Events(rawValue: UInt32(IN_MODIFY))
        /// The file was made (`IN_CREATE`).
        public static let created = Events(rawValue: UInt32(IN_CREATE))
        /// A file was renamed to the name (`IN_MOVED_TO`).
        public static let movedTo = Events(rawValue: UInt32(IN_MOVED_TO))
        /// The file was removed (`IN_DELETE`).
        public static let deleted = Events(rawValue: UInt32(IN_DELETE))
        /// The file, opened for writing, was closed (`IN_CLOSE_WRITE`).
        public static let closedAfterWriting = Events(rawValue: UInt32(IN_CLOSE_WRITE))
    }

    /// Readable when there are events to `drain`.
    public let descriptor: Int32
    /// The file names in the directory whose events count.
    private let names: Set<String>

    /// Watches `path`, and the files named `path` + each of `suffixes`, for `events`.
    public init(_ path: String, suffixes: [String] = [], events: Events) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        names = Set([name] + suffixes.map { name + $0 })
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0, inotify_add_watch(descriptor, directory, events.rawValue) >= 0 else {
            let error = SystemError.current
            if descriptor >= 0 { close(descriptor) }
            throw Failure(directory: directory, error: error)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads all pending events; true when one was about a watched file.
    public func drain() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset, as: inotify_event.self).len) }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
                if names.contains(String(decoding: nameBytes, as: UTF8.self)) { changed = true }
                offset += header + length
            }
        }
    }
}
