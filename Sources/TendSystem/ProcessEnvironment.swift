import Glibc

/// The process's environment variables, read once without Foundation.
public enum ProcessEnvironment {
    /// Every variable as a dictionary (a later `NAME=` of a name given twice wins; an entry
    /// without `=` is skipped). Built with the dictionary's size reserved and each entry split
    /// at its first `=` byte, it costs a few thousand instructions a variable.
    public static func current() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index], let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: equals - entry), as: UTF8.self)
            result[name] = String(cString: equals + 1)
        }
        return result
    }
}
