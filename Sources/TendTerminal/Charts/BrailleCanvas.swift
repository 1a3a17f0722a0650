/// Dots on a grid of braille cells, 2 wide and 4 high each (U+2800 to U+28FF), addressed from
/// the bottom-left dot: a line or scatter plot at eight times the cells' resolution.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    /// The dot bits of each cell, by row from the bottom, then by column.
    private var bits: [[UInt8]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        bits = Array(repeating: Array(repeating: 0, count: columns), count: rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// The bit of each dot of a cell, by column and by row from the top (ISO/TR 11548-1).
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    mutating func set(x: Int, y: Int) {
        guard (0..<dotWidth).contains(x), (0..<dotHeight).contains(y) else { return }
        let row = y / 4
        bits[row][x / 2] |= Self.dotBits[x % 2][3 - y % 4]
    }

    /// Every dot on the straight line between two dots (Bresenham's).
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        var x = start.x
        var y = start.y
        let dx = abs(end.x - start.x)
        let dy = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = dx + dy
        while true {
            set(x: x, y: y)
            if x == end.x && y == end.y { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// The braille character of a cell, or nil when none of its dots is set.
    func cell(column: Int, row: Int) -> String? {
        let value = bits[row][column]
        guard value != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(value)) else { return nil }
        return String(Character(scalar))
    }
}
