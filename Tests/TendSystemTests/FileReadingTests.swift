import Foundation
import Glibc
import Testing
import TendSystem

/// The one read-to-end of a file, and the reason it gives when it refuses one.
@Suite struct FileReadingTests {
    /// A scratch directory of this test's own, removed when it ends.
    final class Scratch {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("tend-reading-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String, bytes: [UInt8]) throws -> String {
            let file = path + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    @Test func aRegularFileIsReadWhole() throws {
        let scratch = try Scratch()
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0) }
        let path = try scratch.file("whole", bytes: bytes)
        #expect(try FileReading.bytes(atPath: path) == bytes)
        #expect(try FileReading.bytes(atPath: path, limit: bytes.count) == bytes)
        #expect(try FileReading.bytes(atPath: try scratch.file("empty", bytes: []), limit: 0) == [])
    }

    @Test func aFileLargerThanTheLimitIsRefusedWithItsSizeAndTheLimit() throws {
        let scratch = try Scratch()
        let path = try scratch.file("large", bytes: [UInt8](repeating: 65, count: 4097))
        #expect(throws: FileReading.Failure.tooLarge(size: 4097, limit: 4096)) {
            try FileReading.bytes(atPath: path, limit: 4096)
        }
    }

    @Test func aMissingFileGivesTheSystemsError() throws {
        let scratch = try Scratch()
        #expect(throws: FileReading.Failure.system(.noSuchFile)) {
            try FileReading.bytes(atPath: scratch.path + "/missing")
        }
        let file = try scratch.file("plain", bytes: [1])
        #expect(throws: FileReading.Failure.system(.notADirectory)) {
            try FileReading.bytes(atPath: file + "/below")
        }
    }

    @Test func aDirectoryAndAFIFOAreNotRegularFilesAndTheFIFODoesNotHang() throws {
        let scratch = try Scratch()
        #expect(throws: FileReading.Failure.notARegularFile) { try FileReading.bytes(atPath: scratch.path) }
        let fifo = scratch.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileReading.Failure.notARegularFile) { try FileReading.bytes(atPath: fifo) }
    }

    @Test func thePrefixOfAFileIsAtMostTheCountAsked() throws {
        let scratch = try Scratch()
        let path = try scratch.file("prefix", bytes: [1, 2, 3, 4, 5])
        #expect(try FileReading.prefix(ofPath: path, count: 3) == [1, 2, 3])
        #expect(try FileReading.prefix(ofPath: path, count: 100) == [1, 2, 3, 4, 5])
        #expect(throws: SystemError.noSuchFile) { try FileReading.prefix(ofPath: scratch.path + "/missing", count: 3) }
    }

    /// A pipe holding `bytes`, its write end closed: read to its end.
    static func pipe(holding bytes: [UInt8]) throws -> Int32 {
        let ends = try Descriptor.pipe()
        #expect(bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: ends.write) } == nil)
        Descriptor.close(ends.write)
        return ends.read
    }

    @Test func aDescriptorReadThatStopsPastTheLimitKeepsWhatCameAndSaysSo() throws {
        let bytes = [UInt8](repeating: 7, count: 10_000)
        let descriptor = try Self.pipe(holding: bytes)
        defer { Descriptor.close(descriptor) }
        let read = try DescriptorReading.readToEnd(descriptor, limit: 5_000, pastLimit: .stop, chunkBytes: 4096)
        #expect(read.passedLimit)
        #expect(read.bytes.count == 8192)
    }

    @Test func aDescriptorReadThatDiscardsReadsToTheEndAndKeepsTheLimit() throws {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0) }
        let descriptor = try Self.pipe(holding: bytes)
        defer { Descriptor.close(descriptor) }
        let read = try DescriptorReading.readToEnd(descriptor, limit: 5_000, pastLimit: .discard)
        #expect(read.passedLimit)
        #expect(read.bytes == Array(bytes.prefix(5_000)))
        #expect(Descriptor.readAvailable(descriptor) == .end)
    }

    @Test func aDescriptorReadWithinTheLimitKeepsEverything() throws {
        let descriptor = try Self.pipe(holding: Array("every byte".utf8))
        defer { Descriptor.close(descriptor) }
        let read = try DescriptorReading.readToEnd(descriptor, limit: 100, pastLimit: .stop)
        #expect(!read.passedLimit)
        #expect(read.bytes == Array("every byte".utf8))
    }

    @Test func aFailedDescriptorReadGivesTheSystemsError() throws {
        let scratch = try Scratch()
        let directory = open(scratch.path, O_RDONLY | O_CLOEXEC)
        defer { Descriptor.close(directory) }
        #expect(throws: SystemError.isADirectory) {
            try DescriptorReading.readToEnd(directory, limit: 100, pastLimit: .stop)
        }
    }
}
