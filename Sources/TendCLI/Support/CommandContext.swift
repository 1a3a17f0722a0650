import TendArguments
import TendArguments
import TendCore
import TendSystem

/// What every command needs from the world: the environment, the console, the clock, the
/// time zones and tend's global options. Built once per run.
struct CommandContext {
    let environment: [String: String]
    let console: Console
    let zones: ZoneLoader
    let options: GlobalOptions
    /// What the run leaves to the end of the process: the store it opened last, closed at the
    /// end of the run only when it wrote, and what it made once and need not free.
    let runEnd: RunEnd

    init(environment: [String: String], console: Console, options: GlobalOptions, runEnd: RunEnd) {
        self.environment = environment
        self.console = console
        self.options = options
        self.runEnd = runEnd
        zones = ZoneLoader(environment: environment)
    }

    /// The terminal width in columns.
    var width: Int { Console.width(environment: environment) }

    /// The user's zone (`TZ`, else `/etc/localtime`), or the zone `name` given to `option`.
    func zone(_ name: String?, of option: some ValueDeclaration = CommonOptions.tz) throws -> ZoneRules {
        if let name {
            do {
                return try zones.zone(named: name)
            } catch {
                throw option.invalid(name, reason: error.description)
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
    func now(zone: ZoneRules) throws -> Instant {
        if let text = options.now {
            guard let instant = DateTimeArgument.instant(text, zone: zone) else {
                throw GlobalOptions.now.invalid(text, reason: "write a date and time such as 2026-12-01T08:00 or 2026-12-01T08:00:00+01:00")
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
