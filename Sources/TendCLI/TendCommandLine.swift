import Glibc
import TendArguments
import TendCore
import TendPlan
import TendStore

/// The entry point of the `tend` executable.
public enum TendCommandLine {
    /// Runs tend with the process's arguments and exits with its status.
    public static func main() -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current())
        exit(status.rawValue)
    }

    /// Runs one command line and returns its exit status.
    static func run(_ arguments: [String], environment: [String: String], console: Console = Console()) -> ExitStatus {
        do {
            switch try CommandParser.parse(arguments, root: TendCommands.root) {
            case .version(let version):
                console.line(version)
                return .success
            case .help(let path):
                console.line(HelpRenderer.render(TendCommands.root, path: path, width: Console.width(environment: environment)))
                return .success
            case .run(let parsed):
                do {
                    let context = CommandContext(environment: environment, console: console, options: GlobalOptions(from: parsed))
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
            console.errorLine("Error: " + sentence(CommandFailure(error).lines[0]))
            return .failure
        } catch let error as StoreError {
            // Every command's store work ends here: the message names the file and what to do.
            console.errorLine("Error: " + sentence(error.description))
            return .failure
        } catch {
            console.errorLine("Error: \(error)")
            return .failure
        }
    }

    /// The message with a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let capitalised = first.uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") || capitalised.hasSuffix("?") ? capitalised : capitalised + "."
    }
}
