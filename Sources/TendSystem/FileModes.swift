import Glibc

/// Files and directories made with an exact permission mode, whatever the umask, and the mode
/// of an existing file set.
public enum FileModes {
    /// Sets the permission bits of the existing file `path` to `mode`.
    public static func setPermissions(_ path: String, to mode: UInt32) throws(SystemError) {
        guard chmod(path, mode) == 0 else { throw .current }
    }

    /// Creates the directory `path` with exactly `mode`; one that another process created
    /// meanwhile is left as it is.
    public static func createDirectory(_ path: String, mode: UInt32) throws(SystemError) {
        guard mkdir(path, mode) == 0 else {
            if errno == EEXIST { return }
            throw .current
        }
        guard chmod(path, mode) == 0 else { throw .current }
    }

    /// Creates the new file `path` with exactly `mode`, holding `bytes`.
    ///
    /// - Throws: `SystemError` (`EEXIST` when something is at `path` already; it is left as it
    ///   is); a failed write leaves the file with what was written.
    public static func createFile(_ path: String, mode: UInt32, holding bytes: [UInt8]) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        guard fchmod(descriptor, mode) == 0 else { throw .current }
        if let failure = bytes.withUnsafeBytes({ DescriptorWriting.writeAll($0, to: descriptor) }) {
            throw SystemError(code: failure)
        }
    }

    /// Creates the empty file `path` with exactly `mode`; one that another process created
    /// meanwhile is left as it is.
    public static func createEmptyFile(_ path: String, mode: UInt32) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw .current
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, mode) == 0 else { throw .current }
    }
}
