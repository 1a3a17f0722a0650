/// Durations as the daemon's settings write them: `0m`, `45s`, `10m`, `1h30m`, `12h`, `1d`.
enum DurationText {
    static func format(_ seconds: Int64) -> String {
        if seconds == 0 { return "0m" }
        var text = ""
        var rest = seconds
        for (unit, size) in [("d", Int64(86_400)), ("h", 3600), ("m", 60), ("s", 1)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        return text
    }
}
