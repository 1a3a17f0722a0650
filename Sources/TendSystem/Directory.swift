import Glibc

/// Small, Foundation-free directory work: listing a directory and making one owner-only.
public enum Directory {
    /// The names in the directory `path`, `.` and `..` left out, sorted by their bytes.
    ///
    /// - Throws: `SystemError` (`ENOTDIR` when `path` is not a directory, `ENOENT`, `EACCES`, …).
    public static func names(atPath path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw .current }
        defer { closedir(directory) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
            errno = 0
        }
        guard errno == 0 else { throw .current }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Makes the directory `path` owner-only (0700) when it is missing; an existing directory
    /// is left as it is.
    ///
    /// - Throws: `SystemError` (`ENOTDIR` when `path` exists but is not a directory, `ENOENT`
    ///   when its parent is missing, `EACCES`, …).
    public static func create(atPath path: String) throws(SystemError) {
        if mkdir(path, 0o700) == 0 { return }
        let error = SystemError.current
        var info = stat()
        guard error.code == EEXIST else { throw error }
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw SystemError(code: ENOTDIR) }
    }
}
