/// The bash completion script (see ``CompletionScriptRenderer/bash(root:)``).
///
/// `_care` walks the words before the cursor to find the command and the positional argument
/// being typed, skipping option values (bash splits `--tz=UTC` into `--tz`, `=`, `UTC`), then
/// offers an option's values, options, subcommands or an argument's values.
struct BashCompletionScript {
    let model: CompletionModel

    func render() -> String {
        let p = model.functionPrefix
        var lines = ["# bash completion for \(model.program); generated from its command declarations, do not edit."]

        lines += ["", "\(p)_subcommands() {", "    case $1 in"]
        for command in model.commands where !command.subcommands.isEmpty {
            lines.append("        \(quoted(command.key))) printf '%s\\n' \(command.subcommands.map { quoted($0.name) }.joined(separator: " ")) ;;")
        }
        lines += ["    esac", "}"]

        lines += ["", "\(p)_options() {", "    case $1 in"]
        for command in model.commands {
            lines.append("        \(quoted(command.key))) printf '%s\\n' \(command.options.map { quoted($0.name) }.joined(separator: " ")) ;;")
        }
        lines += ["    esac", "}"]

        lines += ShellValueTables.bash.lines(for: model)

        lines += """

            # The ids of kind $1 (task-ids, contact-ids), for the words typed so far.
            \(p)_ids() {
                local id title
                \(model.program) __complete "$1" -- "${COMP_WORDS[@]:1:COMP_CWORD-1}" 2>/dev/null | while IFS=$'\\t' read -r id title; do
                    printf '%s\\n' "$id"
                done
            }

            \(p)_zones() {
                local code coordinates zone rest
                if [[ -r /usr/share/zoneinfo/zone.tab ]]; then
                    while IFS=$'\\t' read -r code coordinates zone rest; do
                        [[ $code == '#'* ]] || printf '%s\\n' "$zone"
                    done < /usr/share/zoneinfo/zone.tab
                fi
                printf '%s\\n' UTC
            }

            # Fills COMPREPLY with candidates of kind $1 that start with $2.
            \(p)_offer() {
                case $1 in
                    file) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$2") ;;
                    directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$2") ;;
                    task-id) mapfile -t COMPREPLY < <(compgen -W "$(\(p)_ids task-ids)" -- "$2") ;;
                    contact-id) mapfile -t COMPREPLY < <(compgen -W "$(\(p)_ids contact-ids)" -- "$2") ;;
                    zone) mapfile -t COMPREPLY < <(compgen -W "$(\(p)_zones)" -- "$2") ;;
                    choices:*) mapfile -t COMPREPLY < <(compgen -W "${1#choices:}" -- "$2") ;;
                esac
            }

            \(p)() {
                local cur=${COMP_WORDS[COMP_CWORD]} cmd= pending= options_ended= word i positional=0
                COMPREPLY=()
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    if [[ -n $pending ]]; then
                        [[ $word == = ]] || pending=
                        continue
                    fi
                    if [[ -z $options_ended && $word == -?* ]]; then
                        if [[ $word == -- ]]; then
                            options_ended=1
                        elif \(p)_option_values "$cmd" "$word" >/dev/null; then
                            pending=$word
                        fi
                        continue
                    fi
                    if ((positional == 0)) && [[ $'\\n'$(\(p)_subcommands "$cmd")$'\\n' == *$'\\n'"$word"$'\\n'* ]]; then
                        cmd=${cmd:+$cmd }$word
                    else
                        positional=$((positional + 1))
                    fi
                done

                if [[ -n $pending ]]; then
                    [[ $cur == = ]] && cur=
                    \(p)_offer "$(\(p)_option_values "$cmd" "$pending")" "$cur"
                elif [[ -z $options_ended && $cur == -* ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "$(\(p)_options "$cmd")" -- "$cur")
                elif ((positional == 0)) && [[ -n $(\(p)_subcommands "$cmd") ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "$(\(p)_subcommands "$cmd")" -- "$cur")
                else
                    \(p)_offer "$(\(p)_argument_values "$cmd" "$positional")" "$cur"
                fi
            }

            complete -F \(p) \(model.program)
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        CompletionModel.shellQuoted(text)
    }
}
