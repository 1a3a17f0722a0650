import TendCore

/// Finds time zone rules on this system: the tz database under `/usr/share/zoneinfo` (or
/// `TZDIR`), the `TZ` variable, and `/etc/localtime`.
public struct ZoneLoader: Sendable {
    /// Why a zone could not be found.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The folder holding the tz database.
    public let directory: String

    /// A loader that reads `TZDIR` from `environment`, else `/usr/share/zoneinfo`.
    public init(environment: [String: String]) {
        directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The rules of a named zone (`Europe/Berlin`, `UTC`).
    public func zone(named name: String) throws(Failure) -> ZoneRules {
        guard ZoneLoader.isPlausibleName(name) else {
            throw Failure(description: "'\(name)' is not a time zone name; use a name such as 'Europe/Berlin' or 'UTC'")
        }
        if name == "UTC" || name == "Etc/UTC" { return .utc }
        guard let bytes = try? FileReading.bytes(atPath: directory + "/" + name, limit: 1 << 20) else {
            throw Failure(description: "unknown time zone '\(name)'; use a name from \(directory), such as 'Europe/Berlin'")
        }
        do {
            return try TZifParser.rules(identifier: name, bytes: bytes)
        } catch {
            throw Failure(description: "cannot read time zone '\(name)' from \(directory): \(error.reason)")
        }
    }

    /// The user's zone: `TZ` when set (a zone name, `:name`, a file path or a POSIX rule), else
    /// `/etc/localtime`, else UTC.
    public func userZone(environment: [String: String]) throws(Failure) -> ZoneRules {
        if let tz = environment["TZ"] {
            if tz.isEmpty { return .utc }
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if name.hasPrefix("/") {
                guard let bytes = try? FileReading.bytes(atPath: name, limit: 1 << 20),
                      let rules = try? TZifParser.rules(identifier: name, bytes: bytes)
                else { throw Failure(description: "TZ names '\(name)', which is not a readable time zone file") }
                return rules
            }
            if let rules = try? zone(named: name) { return rules }
            if let rule = PosixZoneRule(name) { return ZoneRules(identifier: name, rule: rule) }
            throw Failure(description: "TZ is '\(tz)', which is not a time zone; set it to a name such as 'Europe/Berlin'")
        }
        guard let bytes = try? FileReading.bytes(atPath: "/etc/localtime", limit: 1 << 20) else { return .utc }
        var identifier = "localtime"
        if let target = FileReading.linkTarget(atPath: "/etc/localtime") {
            let parts = target.split(separator: "/").map(String.init)
            if let marker = parts.lastIndex(of: "zoneinfo"), marker + 1 < parts.count {
                identifier = parts[(marker + 1)...].joined(separator: "/")
            }
        }
        return (try? TZifParser.rules(identifier: identifier, bytes: bytes)) ?? .utc
    }

    /// Whether `name` could be a path inside the tz database (no `..`, not absolute).
    static func isPlausibleName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count < 256, !name.hasPrefix("/") else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".." &&
                part.utf8.allSatisfy { b in
                    (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x2B || b == 0x2D || b == 0x5F
                }
        }
    }
}
