import TendCore

/// The entry point of the `tend` executable.
public enum TendCommandLine {
    /// Runs tend with the process's arguments and exits with its status.
    public static func main() {
        print("tend")
    }
}
