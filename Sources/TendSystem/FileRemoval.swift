import Glibc

/// Removing files by name.
public enum FileRemoval {
    /// Removes the name `path` (`unlink`; a symbolic link itself, not its target); nothing
    /// happens when there is none.
    public static func remove(_ path: String) {
        _ = unlink(path)
    }
}
