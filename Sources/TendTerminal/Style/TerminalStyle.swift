/// Where the text goes: how many columns it may take, whether it may be coloured and which
/// characters it may draw with.
public struct TerminalStyle: Hashable, Sendable {
    /// The narrowest layout tend draws; narrower requests are drawn at this width.
    public static let minimumWidth = 40

    /// Columns per line, at least ``minimumWidth``. No rendered line is wider.
    public var width: Int
    /// Whether ANSI SGR colour and bold are used. Meaning never rests on colour alone: every
    /// coloured state also has a symbol or a word.
    public var usesColor: Bool
    /// The boxes, markers, bars and rules drawn: Unicode, or ASCII for plain terminals.
    public var glyphs: Glyphs

    /// A style for `width` columns (raised to ``minimumWidth`` when narrower).
    public init(width: Int = 80, usesColor: Bool = false, glyphs: Glyphs = .unicode) {
        self.width = max(width, TerminalStyle.minimumWidth)
        self.usesColor = usesColor
        self.glyphs = glyphs
    }

    /// The lines as text, each ended by a line break (see ``utf8(_:)``).
    func render(_ lines: [StyledLine]) -> String {
        String(decoding: utf8(lines), as: UTF8.self)
    }

    /// The lines as UTF-8 bytes, each ended by a line break: their bytes copied once into one
    /// buffer, with the escape sequences of their attributes around each run when colour is on.
    /// A command writes the buffer out as it is, without making it a `String` first.
    func utf8(_ lines: [StyledLine]) -> [UInt8] {
        var capacity = 0
        for line in lines {
            capacity += line.bytes.count + 1
        }
        var output: [UInt8] = []
        output.reserveCapacity(usesColor ? capacity + capacity / 4 : capacity)
        for line in lines {
            write(line, into: &output)
        }
        return output
    }

    /// `line` and a line break appended to `output`, as ``utf8(_:)`` writes each line.
    func write(_ line: StyledLine, into output: inout [UInt8]) {
        if usesColor {
            writePainted(line, into: &output)
        } else {
            output.append(contentsOf: line.bytes)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Each run of `line`, inside `ESC [ parameters m` and `ESC [ 0 m` when it has attributes.
    private func writePainted(_ line: StyledLine, into output: inout [UInt8]) {
        for (index, run) in line.runs.enumerated() {
            let painted = run.attributes != .plain
            if painted {
                run.attributes.appendSGRSequence(to: &output)
            }
            output.append(contentsOf: line.bytes[run.start..<line.end(ofRun: index)])
            if painted {
                output.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
            }
        }
    }
}
