import Glibc

extension ChildProcess {
    /// How a program that ran to its end finished.
    public struct Finished: Hashable, Sendable {
        /// Its exit status; 128 plus the signal's number when a signal ended it.
        public var status: Int32
        /// What it wrote on its standard output (at most `outputLimit` bytes of it).
        public var output: String
    }

    /// Runs `arguments` to its end, reading its standard output; its standard error is the
    /// caller's. Output past `outputLimit` bytes is read and dropped, so the program never
    /// blocks on a full pipe.
    public static func run(_ arguments: [String], environment: [String: String], outputLimit: Int = 65_536)
    throws(SystemError) -> Finished {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemError.current }
        // Neither end may stay open in the program but as its standard output.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try spawn(arguments, environment: environment, output: ends[1])
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        let output = (try? DescriptorReading.readToEnd(ends[0], limit: outputLimit, pastLimit: .discard))?.bytes ?? []
        close(ends[0])
        return Finished(status: try waitForEnding(pid).status, output: String(decoding: output, as: UTF8.self))
    }
}
