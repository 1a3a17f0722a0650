extension TimeOfDay {
    /// Reads a time of day as people type it: `8:00`, `08:00`, `08:00:30`, `8am`, `8:30 pm`
    /// (any case, white space around). A bare hour without am or pm is not a time. Nil when
    /// the text is none of these or names no real time.
    public init?(parsing raw: String) {
        var text = Substring(raw.lowercased()).drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        var meridiem: String?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            meridiem = String(text.suffix(2))
            text = text.dropLast(2)
            while text.last == " " { text = text.dropLast() }
        }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count),
              fields.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              var hour = Int(fields[0]) else { return nil }
        if fields.count > 1, fields[1].count != 2 { return nil }
        let minute = fields.count > 1 ? Int(fields[1])! : 0
        let second = fields.count > 2 ? Int(fields[2])! : 0
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        } else if fields.count == 1 {
            return nil
        }
        self.init(hour: hour, minute: minute, second: second)
    }
}
