/// Shell completion scripts for the command tree: commands, subcommands, options, option and
/// argument values (`.choices`, files, directories, time zones) and the user's task ids, which
/// the scripts get by running `<program> __complete task-ids` (one `id<TAB>title` a line), and
/// contact ids from `<program> __complete contact-ids` (one `id<TAB>name` a line).
///
/// Install the bash script as `/usr/share/bash-completion/completions/care`, the zsh script as
/// `_care` on `$fpath`, the fish script as `~/.config/fish/completions/care.fish`.
public enum CompletionScriptRenderer {
    /// The bash script: defines `_care` and registers it with `complete -F`.
    public static func bash(root: CommandSpec) -> String {
        BashCompletionScript(model: CompletionModel(root: root)).render()
    }

    /// The zsh script, a `#compdef` function file; zsh shows help text beside candidates and
    /// task titles beside task ids.
    public static func zsh(root: CommandSpec) -> String {
        ZshCompletionScript(model: CompletionModel(root: root)).render()
    }

    /// The fish script; fish shows help text beside candidates and task titles beside task ids.
    public static func fish(root: CommandSpec) -> String {
        FishCompletionScript(model: CompletionModel(root: root)).render()
    }
}
