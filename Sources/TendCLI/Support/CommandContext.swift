import TendArguments
import TendCore
import TendSystem

/// What every command needs from the world: the environment, the console, the clock and the
/// time zones. Built once per run.
struct CommandContext {
    let environment: [String: String]
    let console: Console
    let zones: ZoneLoader

    init(environment: [String: String], console: Console = Console()) {
        self.environment = environment
        self.console = console
        zones = ZoneLoader(environment: environment)
    }

    /// The terminal width in columns.
    var width: Int { Console.width(environment: environment) }

    /// The user's zone (`TZ`, else `/etc/localtime`), or the zone named by `--tz`.
    func zone(_ parsed: ParsedArguments, option: String = "--tz") throws -> ZoneRules {
        if let name = parsed.string(option) {
            do {
                return try zones.zone(named: name)
            } catch {
                throw parsed.usageError(.invalidValue(name, for: option, reason: error.description))
            }
        }
        return try userZone()
    }

    /// The user's zone: `TZ`, else `/etc/localtime`.
    func userZone() throws -> ZoneRules {
        do {
            return try zones.userZone(environment: environment)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The rules of a zone a schedule being written is pinned to (`in Europe/Paris`).
    func pinnedZone(_ name: String) throws -> ZoneRules {
        do {
            return try zones.zone(named: name)
        } catch {
            throw CommandFailure("the schedule's zone cannot be used: " + error.description, status: .usageError)
        }
    }

    /// The current time: `--now`, else `TEND_NOW`, else the system clock. A pinned time
    /// without an offset is read in `zone`.
    func now(_ parsed: ParsedArguments, zone: ZoneRules) throws -> Instant {
        if let text = parsed.string("--now") {
            guard let instant = DateTimeArgument.instant(text, zone: zone) else {
                throw parsed.usageError(.invalidValue(text, for: "--now",
                    reason: "write a date and time such as 2026-12-01T08:00 or 2026-12-01T08:00:00+01:00"))
            }
            return instant
        }
        if let text = environment["TEND_NOW"], !text.isEmpty {
            guard let instant = DateTimeArgument.instant(text, zone: zone) else {
                throw CommandFailure("TEND_NOW is '\(text)', which is not a date and time; write it like 2026-12-01T08:00",
                                     status: .usageError)
            }
            return instant
        }
        return Clock.systemNow()
    }
}
