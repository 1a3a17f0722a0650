import Testing
import TendSystem

/// The one wait over several descriptors: chart `--watch`, the daemon and the helper
/// connection all sleep in it.
@Suite struct DescriptorWaitTests {
    /// A pipe that closes both its ends when it goes.
    final class Pipe {
        let read: Int32
        let write: Int32
        private var writeOpen = true

        init() throws {
            (read, write) = try Descriptor.pipe()
        }

        func send(_ text: String) {
            #expect(Array(text.utf8).withUnsafeBytes { DescriptorWriting.writeAll($0, to: write) } == nil)
        }

        func closeWriteEnd() {
            Descriptor.close(write)
            writeOpen = false
        }

        deinit {
            Descriptor.close(read)
            if writeOpen { Descriptor.close(write) }
        }
    }

    @Test func nothingReadyWithinTheTimeoutIsAnEmptyAnswer() throws {
        let first = try Pipe()
        let second = try Pipe()
        #expect(try DescriptorWait.readable([first.read, second.read], timeoutMilliseconds: 0).isEmpty)
        #expect(try DescriptorWait.readable([first.read, second.read], timeoutMilliseconds: 10).isEmpty)
    }

    @Test func exactlyTheDescriptorsWithSomethingToReadAreReady() throws {
        let pipes = try (0..<3).map { _ in try Pipe() }
        pipes[1].send("x")
        #expect(try DescriptorWait.readable(pipes.map(\.read), timeoutMilliseconds: nil) == [pipes[1].read])
        pipes[2].send("y")
        #expect(try DescriptorWait.readable(pipes.map(\.read), timeoutMilliseconds: 1000) == [pipes[1].read, pipes[2].read])
    }

    @Test func aClosedWriterMakesTheReadEndReadyForItsEnd() throws {
        let pipe = try Pipe()
        pipe.closeWriteEnd()
        #expect(try DescriptorWait.readable([pipe.read], timeoutMilliseconds: nil) == [pipe.read])
        #expect(Descriptor.readAvailable(pipe.read) == .end)
    }

    @Test func aNegativeDescriptorStandsForAnAbsentSourceAndIsSkipped() throws {
        let pipe = try Pipe()
        pipe.send("z")
        #expect(try DescriptorWait.readable([-1, pipe.read], timeoutMilliseconds: nil) == [pipe.read])
        #expect(try DescriptorWait.readable([-1], timeoutMilliseconds: 0).isEmpty)
    }

    @Test func readAvailableSaysWhenNothingIsThereYet() throws {
        let pipe = try Pipe()
        Descriptor.makeNonBlocking(pipe.read)
        #expect(Descriptor.readAvailable(pipe.read) == .nothingYet)
        pipe.send("answer")
        #expect(Descriptor.readAvailable(pipe.read) == .bytes(Array("answer".utf8)))
    }
}
