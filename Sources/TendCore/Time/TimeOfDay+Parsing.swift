extension TimeOfDay {
    /// Reads a time of day as people type it: `8:00`, `08:00`, `08:00:30`, `8am`, `8:30 pm`
    /// (any case, spaces around). A bare hour without am or pm is not a time. Nil when the text
    /// is none of these or names no real time.
    ///
    /// Every form is ASCII, so the text is read as bytes: the schedule lexer calls this for each
    /// number-like word of every schedule that `tend today` reads.
    public init?(parsing raw: String) {
        if let (hour, minute) = Self.digitsHourMinute(raw.utf8) {
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

    /// The hour and minute of `bytes` when they are exactly `HH:MM` in digits, the form
    /// schedules are written in; nil for any other form (which the general reading takes).
    /// The schedule lexer reads its tokens' bytes with it too.
    static func digitsHourMinute(_ bytes: some Collection<UInt8>) -> (hour: Int, minute: Int)? {
        guard bytes.count == 5 else { return nil }
        var hour = 0
        var minute = 0
        for (position, byte) in bytes.enumerated() {
            if position == 2 {
                guard byte == UInt8(ascii: ":") else { return nil }
                continue
            }
            let digit = byte &- 0x30
            guard digit < 10 else { return nil }
            if position < 2 { hour = hour * 10 + Int(digit) } else { minute = minute * 10 + Int(digit) }
        }
        return (hour, minute)
    }
}
