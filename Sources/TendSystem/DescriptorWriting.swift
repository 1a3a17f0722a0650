import Glibc

/// Writing to a file descriptor without losing bytes.
public enum DescriptorWriting {
    /// Writes every byte of `bytes` to `descriptor`, retrying after interruptions and partial
    /// writes; the `errno` of a write that failed, else nil.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }
}
