import Glibc

extension ChildProcess {
    /// An unnamed owner-only file in `TMPDIR` (else `/tmp`) holding `bytes`, read from its
    /// start: the input of a child process. The caller closes it.
    public static func inputFile(holding bytes: [UInt8], environment: [String: String]) throws(SystemError) -> Int32 {
        var template = Array(((environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/tend-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let failure = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: descriptor) }
        guard failure == nil, lseek(descriptor, 0, SEEK_SET) == 0 else {
            let error = SystemError(code: failure ?? errno)
            close(descriptor)
            throw error
        }
        return descriptor
    }
}
