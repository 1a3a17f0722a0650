extension TimeOfDay {
    /// Reads a time of day as people type it: `8:00`, `08:00`, `08:00:30`, `8am`, `8:30 pm`
    /// (any case, spaces around). A bare hour without am or pm is not a time. Nil when the text
    /// is none of these or names no real time.
    ///
    /// Every form is ASCII, so the text is read as bytes: the schedule lexer calls this for each
    /// number-like word of every schedule that `tend today` reads.
    public init?(parsing raw: String) {
        if let (hour, minute) = Self.digitsHourMinute(raw) {
            self.init(hour: hour, minute: minute)
            return
        }
        var bytes = Array(raw.utf8)[...]
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        var meridiem: UInt8?
        if bytes.count >= 2, bytes[bytes.endIndex - 1] | 0x20 == UInt8(ascii: "m") {
            let letter = bytes[bytes.endIndex - 2] | 0x20
            if letter == UInt8(ascii: "a") || letter == UInt8(ascii: "p") {
                meridiem = letter
                bytes = bytes.dropLast(2)
                while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
            }
        }
        let fields = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count),
              fields.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } })
        else { return nil }
        let numbers = fields.map { $0.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        var hour = numbers[0]
        if fields.count > 1, fields[1].count != 2 { return nil }
        let minute = numbers.count > 1 ? numbers[1] : 0
        let second = numbers.count > 2 ? numbers[2] : 0
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == UInt8(ascii: "p") ? 12 : 0)
        } else if fields.count == 1 {
            return nil
        }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// The hour and minute of text that is exactly `HH:MM` in digits, the form schedules are
    /// written in; nil for any other form (which the general reading takes).
    private static func digitsHourMinute(_ raw: String) -> (hour: Int, minute: Int)? {
        var raw = raw
        return raw.withUTF8 { bytes -> (hour: Int, minute: Int)? in
            func digit(_ index: Int) -> Int? {
                bytes[index] >= 0x30 && bytes[index] <= 0x39 ? Int(bytes[index] - 0x30) : nil
            }
            guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
                  let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
            return (h1 * 10 + h2, m1 * 10 + m2)
        }
    }
}
