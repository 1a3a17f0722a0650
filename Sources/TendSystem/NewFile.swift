import Glibc

/// A file that appears whole or not at all, owner-only (0600): its content goes to a partial
/// file beside it (`<path>.partial-<pid>`), which `commit` syncs and moves into place; a file
/// that is never committed is removed when it goes away. Only a regular file is ever replaced;
/// without `replacing`, an existing file is never touched: `init` refuses it, and so does
/// `commit` if one appeared meanwhile.
///
/// Every whole file tend writes for people goes through it: exports, backups, vCards, charts
/// and calendars (docs/output-files.md).
public final class NewFile {
    /// Where the file appears.
    public let path: String
    /// Where the content is written until `commit`; another writer (SQLite) may write here too.
    public let partialPath: String
    private let replacing: Bool
    private var descriptor: Int32
    private var committed = false

    /// Creates the partial file.
    ///
    /// - Throws: `SystemError` with `ELOOP` when `path` is a symbolic link and `EINVAL` when it
    ///   is something else that is not a regular file (a device such as `/dev/null`, a
    ///   directory): renaming over it would replace it, not write to it; with `EEXIST` when it
    ///   is a regular file and `replacing` is false; the system's error when the partial file
    ///   cannot be created.
    public init(path: String, replacing: Bool) throws(SystemError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT != S_IFLNK else { throw SystemError(code: ELOOP) }
            guard status.st_mode & S_IFMT == S_IFREG else { throw SystemError(code: EINVAL) }
            guard replacing else { throw SystemError(code: EEXIST) }
        }
        self.path = path
        self.replacing = replacing
        partialPath = path + ".partial-\(getpid())"
        descriptor = open(partialPath, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .current }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(partialPath) }
    }

    /// Appends every byte of `bytes`, retrying after interruptions and partial writes.
    public func write(_ bytes: [UInt8]) throws(SystemError) {
        let failure = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: descriptor) }
        if let failure { throw SystemError(code: failure) }
    }

    /// Lets `body` write to the partial file's descriptor itself, as a child process's output
    /// does; the descriptor stays the file's (`body` must not close it).
    public func write(through body: (Int32) throws(SystemError) -> Void) throws(SystemError) {
        try body(descriptor)
    }

    /// Syncs the content and moves it to `path` (linked, so an existing file is refused with
    /// `EEXIST`; renamed over it when `replacing`), then syncs the directory.
    public func commit() throws(SystemError) {
        guard fsync(descriptor) == 0 else { throw .current }
        close(descriptor)
        descriptor = -1
        if replacing {
            guard rename(partialPath, path) == 0 else { throw .current }
        } else {
            guard link(partialPath, path) == 0 else { throw .current }
            unlink(partialPath)
        }
        committed = true
        let directory = open(Self.directory(of: path), O_RDONLY | O_CLOEXEC)
        guard directory >= 0 else { return }
        defer { close(directory) }
        fsync(directory)
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
