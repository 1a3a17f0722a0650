import TendArguments
import TendCore
import TendPlan
import TendStore
import TendSystem

/// The entry point of the `tend` executable.
public enum TendCommandLine {
    /// Runs tend with the process's arguments and exits with its status.
    public static func main() -> Never {
        // Every process has at least its own name as an argument. None at all means the runtime
        // could not read them (on Linux from /proc/self/cmdline): running the default command
        // instead would silently ignore what the person asked for.
        guard CommandLine.argc > 0 else {
            Console().errorLine("Error: Cannot read the command line: the system gave tend no arguments (is /proc mounted and readable, and is a file descriptor free?). Nothing was done.")
            ProcessIdentity.exit(ExitStatus.systemError.rawValue)
        }
        let runEnd = RunEnd()
        let status = run(Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current(),
                         runEnd: runEnd)
        runEnd.closeStoreIfWritten()
        // A store that only read is closed by the process's end, not before (see RunEnd).
        withExtendedLifetime(runEnd) { ProcessIdentity.exit(status.rawValue) }
    }

    /// Runs one command line and returns its exit status; output that could not be written is
    /// an error (exit 74) once the command's work is done, so a full disk never passes for an
    /// empty result.
    static func run(_ arguments: [String], environment: [String: String], runEnd: RunEnd,
                    console: Console = Console()) -> ExitStatus {
        let status = execute(arguments, environment: environment, console: console, runEnd: runEnd)
        guard let code = console.outputFailure.code else { return status }
        console.errorLine("Error: Cannot write the output: \(SystemError(code: code)). Anything the command recorded is saved.")
        return status == .success ? .outputError : status
    }

    /// Runs one command line and returns its exit status.
    private static func execute(_ arguments: [String], environment: [String: String], console: Console,
                                runEnd: RunEnd) -> ExitStatus {
        do {
            switch try TendCommands.tree.request(for: arguments) {
            case .version(let version):
                console.line(version)
                return .success
            case .help(let path):
                console.line(HelpRenderer.render(TendCommands.root, path: path, width: Console.width(environment: environment)))
                return .success
            case .helpTopic(let name):
                let text = HelpRenderer.render(TendCommands.root, topic: name, width: Console.width(environment: environment))
                console.line(text ?? "")
                return .success
            case .run(let parsed):
                do {
                    let context = CommandContext(environment: environment, console: console, options: GlobalOptions(from: parsed),
                                                 runEnd: runEnd)
                    return try TendCommands.tree.handler(for: parsed)(parsed, context)
                } catch let problem as ArgumentError {
                    throw parsed.usageError(problem)
                }
            }
        } catch let error as UsageError {
            console.errorLine(error.description)
            return .usageError
        } catch let failure as CommandFailure {
            var lines = failure.lines
            lines[0] = "Error: " + sentence(lines[0])
            for line in lines { console.errorLine(line) }
            return failure.status
        } catch let error as PlanError {
            console.errorLine("Error: " + StoreErrorText.sentence(error))
            return FailureStatus.of(error)
        } catch let error as StoreError {
            // Every command's store work ends here: the message names the file and what to do.
            console.errorLine("Error: " + StoreErrorText.sentence(error, zone: userZone(environment)))
            return FailureStatus.of(error)
        } catch {
            console.errorLine("Error: \(error)")
            return .failure
        }
    }

    /// The zone moments in an error are told in: the user's, or UTC when it cannot be read (the
    /// error being told is then not about the zone).
    private static func userZone(_ environment: [String: String]) -> ZoneRules {
        (try? ZoneLoader(environment: environment).userZone(environment: environment)) ?? .utc
    }

    /// The message with a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") || capitalised.hasSuffix("?") ? capitalised : capitalised + "."
    }
}
