import TendCore

/// A time of day as ``TimeOfDay/description`` writes it (`08:00`, or `08:14:31` when it has
/// seconds), written as bytes straight into a line's text: a grid cell named by its time
/// prints one, and making a `String` of it to copy cost more than the cell's other pieces.
enum TimeText {
    /// The columns the time takes: printable ASCII, a column a byte.
    static func width(_ time: TimeOfDay) -> Int {
        time.second == 0 ? 5 : 8
    }

    /// The time's bytes appended to `bytes`.
    static func append(_ time: TimeOfDay, to bytes: inout [UInt8]) {
        func twoDigits(_ value: Int) {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        }
        twoDigits(time.hour)
        bytes.append(UInt8(ascii: ":"))
        twoDigits(time.minute)
        if time.second != 0 {
            bytes.append(UInt8(ascii: ":"))
            twoDigits(time.second)
        }
    }
}
