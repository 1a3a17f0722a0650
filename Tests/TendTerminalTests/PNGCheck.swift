import Foundation

/// Renders SVG with the real rsvg-convert and reads pixels of the PNG it writes, decoded by a
/// small PNG reader in Python's standard library (zlib and the five row filters).
enum PNGCheck {
    struct RGB: Hashable, CustomStringConvertible {
        var red, green, blue: Int
        init(_ red: Int, _ green: Int, _ blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }
        var description: String { "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined() }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The PNG rsvg-convert draws from `svg`.
    static func render(_ svg: String) throws -> Data {
        try run("/usr/bin/rsvg-convert", ["--format", "png"], input: Data(svg.utf8))
    }

    /// The colour at each (x, y) of `png`.
    static func pixels(_ png: Data, at points: [(Int, Int)]) throws -> [RGB] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tend-chart-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try run("/usr/bin/python3", ["-c", reader, file.path] + points.flatMap { [String($0.0), String($0.1)] }, input: Data())
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: " ").map { Int($0)! }
            return RGB(parts[0], parts[1], parts[2])
        }
    }

    private static func run(_ executable: String, _ arguments: [String], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(executable) exited \(process.terminationStatus)") }
        return data
    }

    /// Prints `r g b` for each `x y` pair after the file name; 8-bit RGB or RGBA only.
    static let reader = """
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        assert depth == 8 and colour in (2, 6)
        channels = 4 if colour == 6 else 3
        raw = zlib.decompress(idat)
        stride = width * channels
        rows, previous, offset = [], bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line)
            previous = line
        args = sys.argv[2:]
        for x, y in zip(args[0::2], args[1::2]):
            x, y = int(x), int(y)
            px = rows[y][x * channels:x * channels + 3]
            print(px[0], px[1], px[2])
        """
}
