/// Reads TZif files (RFC 8536, versions 1 to 4), the compiled form of the tz database found
/// under `/usr/share/zoneinfo`.
public enum TZifParser {
    /// Why a TZif file could not be read.
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong with the file.
        public var reason: String
    }

    /// Builds zone rules from the bytes of a TZif file.
    public static func rules(identifier: String, bytes: [UInt8]) throws(Failure) -> ZoneRules {
        var reader = ByteReader(bytes)
        let header = try readHeader(&reader)
        if header.version == 0 {
            let block = try readBlock(&reader, header, timeSize: 4)
            return ZoneRules(identifier: identifier, transitionTimes: block.times, offsetsAfter: block.offsets,
                             initialOffset: block.initial, footer: nil)
        }
        try reader.skip(header.v1BlockSize)
        let header2 = try readHeader(&reader)
        let block = try readBlock(&reader, header2, timeSize: 8)
        var footer: PosixZoneRule?
        if reader.remaining > 2, (try? reader.byte()) == UInt8(ascii: "\n") {
            var text: [UInt8] = []
            while let b = try? reader.byte(), b != UInt8(ascii: "\n") { text.append(b) }
            if !text.isEmpty { footer = PosixZoneRule(String(decoding: text, as: UTF8.self)) }
        }
        return ZoneRules(identifier: identifier, transitionTimes: block.times, offsetsAfter: block.offsets,
                         initialOffset: block.initial, footer: footer)
    }

    private struct Header {
        var version: UInt8
        var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int
        var v1BlockSize: Int {
            timeCount * 5 + typeCount * 6 + charCount + leapCount * 8 + isStandardCount + isUTCCount
        }
    }

    private static func readHeader(_ reader: inout ByteReader) throws(Failure) -> Header {
        guard try reader.bytes(4) == Array("TZif".utf8) else { throw Failure(reason: "not a TZif file") }
        let versionByte = try reader.byte()
        let version: UInt8 = versionByte == 0 ? 0 : versionByte - UInt8(ascii: "0")
        try reader.skip(15)
        let counts = try (0..<6).map { _ throws(Failure) in Int(try reader.uint32()) }
        guard counts.allSatisfy({ $0 < 1_000_000 }) else { throw Failure(reason: "implausible counts") }
        return Header(version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
                      timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    }

    private static func readBlock(_ reader: inout ByteReader, _ header: Header, timeSize: Int)
        throws(Failure) -> (times: [Int64], offsets: [Int32], initial: Int32)
    {
        var times: [Int64] = []
        times.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            times.append(timeSize == 8 ? Int64(bitPattern: try reader.uint64()) : Int64(Int32(bitPattern: try reader.uint32())))
        }
        var typeIndices: [Int] = []
        for _ in 0..<header.timeCount { typeIndices.append(Int(try reader.byte())) }
        var typeOffsets: [Int32] = []
        for _ in 0..<header.typeCount {
            typeOffsets.append(Int32(bitPattern: try reader.uint32()))
            try reader.skip(2)
        }
        guard !typeOffsets.isEmpty, typeIndices.allSatisfy({ $0 < typeOffsets.count }) else {
            throw Failure(reason: "bad local time types")
        }
        try reader.skip(header.charCount + header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        return (times, typeIndices.map { typeOffsets[$0] }, typeOffsets[0])
    }
}

/// Big-endian reads from a byte array that throw instead of reading past the end.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - position }

    mutating func byte() throws(TZifParser.Failure) -> UInt8 {
        guard position < bytes.count else { throw .init(reason: "truncated") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bytes(_ n: Int) throws(TZifParser.Failure) -> [UInt8] {
        guard n >= 0, remaining >= n else { throw .init(reason: "truncated") }
        defer { position += n }
        return Array(bytes[position..<position + n])
    }

    mutating func skip(_ n: Int) throws(TZifParser.Failure) {
        guard n >= 0, remaining >= n else { throw .init(reason: "truncated") }
        position += n
    }

    mutating func uint32() throws(TZifParser.Failure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 { v = v << 8 | UInt32(try byte()) }
        return v
    }

    mutating func uint64() throws(TZifParser.Failure) -> UInt64 {
        var v: UInt64 = 0
        for _ in 0..<8 { v = v << 8 | UInt64(try byte()) }
        return v
    }
}
