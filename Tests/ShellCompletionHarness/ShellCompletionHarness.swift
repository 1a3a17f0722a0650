import Foundation
import TendArguments

/// Drives real bash, zsh and fish through the generated completion scripts.
///
/// A temporary directory holds the three scripts, a fake `tend` on `PATH` that answers
/// `tend __complete task-ids`, and a working directory with a file `a.txt` and a directory
/// `sub`. Each question starts a fresh shell.
public final class ShellCompletionHarness: Sendable {
    public let root: URL
    private var work: URL { root.appending(path: "work") }

    /// A harness whose `tend` is the fake one, or — with `binary` — a wrapper that runs the real
    /// binary on the database `database`.
    public init(spec: CommandSpec, binary: String? = nil, database: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "tend-completion-\(UUID().uuidString)")
        let files = FileManager.default
        for directory in ["bin", "work/sub", "zsh", "home"] {
            try files.createDirectory(at: root.appending(path: directory), withIntermediateDirectories: true)
        }
        try write("work/a.txt", "")
        if let binary {
            try write("bin/tend", """
                #!/bin/sh
                TEND_DB='\(database ?? "")' exec '\(binary)' "$@"
                """, executable: true)
        } else {
            try write("bin/tend", """
                #!/bin/sh
                if [ "$1 $2" = "__complete task-ids" ]; then
                    printf 'ibuprofen\\tIbuprofen 400 mg\\nwalk\\tMorning walk\\nwater\\tGlasses of water\\n'
                fi
                """, executable: true)
        }
        try write("tend.bash", CompletionScriptRenderer.bash(root: spec))
        try write("zsh/_tend", CompletionScriptRenderer.zsh(root: spec))
        try write("tend.fish", CompletionScriptRenderer.fish(root: spec))
        try write("bash-capture.sh", Self.bashCapture)
        try write("zsh-capture.zsh", Self.zshCapture)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// What bash offers for `line` (the cursor at its end), as `COMPREPLY` holds it.
    public func bash(_ line: String) throws -> [String] {
        try run(["bash", "--norc", "--noprofile", path("bash-capture.sh"), path("tend.bash")] + Self.bashWords(line))
    }

    /// What zsh's completion system offers for `line`, typed into an interactive zsh on a
    /// pseudo-terminal with `compinit`, and captured where candidates reach `compadd`.
    public func zsh(_ line: String) throws -> [String] {
        try run(["zsh", "-f", path("zsh-capture.zsh"), path("zsh"), work.path, line])
    }

    /// What fish offers for `line`, from `complete -C`: `candidate<TAB>description` lines.
    public func fish(_ line: String) throws -> [String] {
        let command = "source \(path("tend.fish")); complete -C \(Self.fishQuoted(line))"
        return try run(["fish", "--no-config", "-c", command])
    }

    /// Words as bash's completion sees them: split at spaces, with `=` a word of its own after
    /// an option name (it is in `COMP_WORDBREAKS`), and an empty word when the line ends in a
    /// space.
    public static func bashWords(_ line: String) -> [String] {
        var words: [String] = []
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                words += [String(word[..<equals]), "="]
                let value = word[word.index(after: equals)...]
                if !value.isEmpty {
                    words.append(String(value))
                }
            } else {
                words.append(String(word))
            }
        }
        return words
    }

    private func run(_ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", "60"] + arguments
        process.currentDirectoryURL = work
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = path("home")
        environment["XDG_CONFIG_HOME"] = path("home")
        environment["XDG_DATA_HOME"] = path("home")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HarnessError(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func path(_ relative: String) -> String {
        root.appending(path: relative).path
    }

    private func write(_ relative: String, _ text: String, executable: Bool = false) throws {
        let url = root.appending(path: relative)
        try Data(text.utf8).write(to: url)
        if executable {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    struct HarnessError: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        var description: String { "\(arguments.joined(separator: " ")) exited with \(status)" }
    }

    /// Sources the script, sets the completion variables for the words given and prints
    /// `COMPREPLY`, one candidate a line.
    private static let bashCapture = """
        source "$1"
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        _tend tend "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        ((${#COMPREPLY[@]} == 0)) || printf '%s\\n' "${COMPREPLY[@]}"
        """

    /// Starts an interactive zsh on a pseudo-terminal (zpty) with the completion system and
    /// `compadd` replaced by a version that prints each match it adds. When the line editor
    /// starts, a hook puts the line in the buffer and runs `complete-word`, as a tab would
    /// (nothing is typed, so no keys can be lost before the editor is ready); the matches are
    /// printed up to the end marker.
    private static let zshCapture = #"""
        zmodload zsh/zpty || exit 3
        local completions=$1 work=$2 line=$3 setup=$2/../zsh-setup-$$.zsh output
        local -a candidates
        cat > $setup <<SETUP
        PROMPT='' RPROMPT=''
        cd ${(q)work}
        fpath=(${(q)completions} \$fpath)
        autoload -Uz compinit && compinit -u -D
        zstyle ':completion:*' list-grouped false
        zstyle ':completion:*' insert-tab false
        compadd() {
            local argument
            for argument in "\$@"; do
                [[ \$argument == (-|--) ]] && break
                if [[ \$argument == (-O|-A|-D) ]]; then
                    builtin compadd "\$@"
                    return
                fi
            done
            local -a matches
            builtin compadd -A matches "\$@"
            print -rl -- \${matches/#/CANDIDATE:}
            builtin compadd "\$@"
        }
        capture_end() { print -r -- 'CAPTURE-''END'; exit }
        comppostfuncs=(capture_end)
        complete-line() {
            BUFFER=${(q)line}
            CURSOR=\$#BUFFER
            zle complete-word
        }
        zle -N zle-line-init complete-line
        SETUP
        zpty capture TERM=xterm zsh -f -i
        zpty -w capture "source ${(q)setup}"
        zpty -r -m capture output '*CAPTURE-END*' || exit 5
        zpty -d capture
        rm -f $setup
        for line in ${(f)output//$'\r'/}; do
            [[ $line == *CANDIDATE:* ]] && candidates+=(${line##*CANDIDATE:})
        done
        (( $#candidates == 0 )) || print -rl -- ${(u)candidates}
        """#
}
