import Glibc

/// Questions about the POSIX record locks other descriptors hold on a file.
public enum FileLocks {
    /// Linux's `F_OFD_GETLK`, which Glibc declares for `_GNU_SOURCE` only and so Swift's Glibc
    /// module does not export.
    private static let openFileDescriptionGetLock: Int32 = 36

    /// Whether any open file description, in this process or another, holds a lock on the byte
    /// at `offset` of the file `path` that a write lock would conflict with; false when the file
    /// cannot be opened. Asks with an open-file-description lock (`F_OFD_GETLK`), which, unlike
    /// `F_GETLK`, also sees the locks this process itself holds through other descriptors.
    public static func isByteLocked(_ path: String, at offset: Int64) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = Int(offset)
        lock.l_len = 1
        guard fcntl(descriptor, openFileDescriptionGetLock, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }
}
