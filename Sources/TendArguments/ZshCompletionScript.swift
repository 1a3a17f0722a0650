/// The zsh completion script (see ``CompletionScriptRenderer/zsh(root:)``): a `#compdef`
/// function file that walks `words` like the bash script and offers candidates through
/// `_describe`, `_files` and `compadd`, so zsh shows help beside options and subcommands and
/// titles beside task ids.
struct ZshCompletionScript {
    let model: CompletionModel

    func render() -> String {
        let p = model.functionPrefix
        var lines = [
            "#compdef \(model.program)",
            "# zsh completion for \(model.program); generated from its command declarations, do not edit.",
        ]

        lines += ["", "# Prints name:description for each subcommand of command $1.", "\(p)_subcommands() {", "    case $1 in"]
        for command in model.commands where !command.subcommands.isEmpty {
            lines.append("        (\(quoted(command.key))) print -rl -- \(described(command.subcommands)) ;;")
        }
        lines += ["    esac", "}"]

        lines += ["", "# Prints name:description for each option of command $1.", "\(p)_options() {", "    case $1 in"]
        for command in model.commands {
            lines.append("        (\(quoted(command.key))) print -rl -- \(described(command.options)) ;;")
        }
        lines += ["    esac", "}"]

        lines += ShellValueTables.zsh.lines(for: model)

        lines += """

            # The ids of kind $1 (task-ids, contact-ids), described as $2, with titles or names beside them.
            \(p)_ids() {
                local -a ids
                local id title
                \(model.program) __complete "$1" -- "${(@Q)words[2,CURRENT-1]}" 2>/dev/null | while IFS=$'\\t' read -r id title; do
                    ids+=("${id//:/\\\\:}:$title")
                done
                _describe -t "$1" "$2" ids
            }

            \(p)_zones() {
                local -a zones expl
                local code coordinates zone rest
                if [[ -r /usr/share/zoneinfo/zone.tab ]]; then
                    while IFS=$'\\t' read -r code coordinates zone rest; do
                        [[ $code == '#'* ]] || zones+=("$zone")
                    done < /usr/share/zoneinfo/zone.tab
                fi
                zones+=(UTC)
                _wanted zones expl 'time zone' compadd -a zones
            }

            # Offers candidates of kind $1.
            \(p)_offer() {
                local -a choices expl
                case $1 in
                    (file) _files ;;
                    (directory) _files -/ ;;
                    (task-id) \(p)_ids task-ids 'task id' ;;
                    (contact-id) \(p)_ids contact-ids 'contact id' ;;
                    (zone) \(p)_zones ;;
                    (choices:*)
                        choices=(${=${1#choices:}})
                        _wanted values expl 'value' compadd -a choices
                        ;;
                esac
            }

            \(p)() {
                local cur=${words[CURRENT]} cmd= pending= options_ended= word kind i positional=0
                local -a candidates names
                for ((i = 2; i < CURRENT; i++)); do
                    word=${words[i]}
                    if [[ -n $pending ]]; then
                        pending=
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
                    names=(${${(f)"$(\(p)_subcommands "$cmd")"}%%:*})
                    if ((positional == 0 && ${names[(Ie)$word]})); then
                        cmd=${cmd:+$cmd }$word
                    else
                        positional=$((positional + 1))
                    fi
                done

                if [[ -n $pending ]]; then
                    \(p)_offer "$(\(p)_option_values "$cmd" "$pending")"
                elif [[ -z $options_ended && $cur == --*=* ]] && kind=$(\(p)_option_values "$cmd" "${cur%%=*}"); then
                    compset -P '*='
                    \(p)_offer "$kind"
                elif [[ -z $options_ended && $cur == -* ]]; then
                    candidates=(${(f)"$(\(p)_options "$cmd")"})
                    _describe -t options 'option' candidates
                elif ((positional == 0)) && [[ -n $(\(p)_subcommands "$cmd") ]]; then
                    candidates=(${(f)"$(\(p)_subcommands "$cmd")"})
                    _describe -t commands 'command' candidates
                else
                    \(p)_offer "$(\(p)_argument_values "$cmd" "$positional")"
                fi
            }

            \(p) "$@"
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'name:description' …`, colons in names escaped as `_describe` wants.
    private func described(_ entries: [(name: String, help: String)]) -> String {
        entries.map { entry in
            quoted(entry.name.replacingEvery(":", with: "\\:") + ":" + CompletionModel.oneLine(entry.help))
        }.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        CompletionModel.shellQuoted(text)
    }
}
