/// Numbers as charts print them, without the C library's formatting.
enum NumberText {
    /// `value` rounded to `decimals` digits after the point (`6.1`, `100`, `0.5`), with
    /// thousands left unseparated; `-0` is printed as `0`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value * scale) < 1e15 else { return String(value) }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = String(scaled / Int(scale))
        guard decimals > 0 else { return sign + whole }
        let fraction = String(scaled % Int(scale))
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A value with its unit: `6.1/10` and `80 %` close up, `120 mmHg` with a space; the
    /// no-break space keeps a wrapped sentence from splitting them.
    static func withUnit(_ number: String, _ unit: String?, noBreakSpace: String) -> String {
        guard let unit, !unit.isEmpty else { return number }
        return unit.hasPrefix("/") ? number + unit : number + noBreakSpace + unit
    }
}
