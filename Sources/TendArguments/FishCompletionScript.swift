/// The fish completion script (see ``CompletionScriptRenderer/fish(root:)``): one candidate
/// function that walks the tokens before the cursor like the bash script and prints
/// `candidate<TAB>description` lines, which fish filters and shows.
struct FishCompletionScript {
    let model: CompletionModel

    func render() -> String {
        let p = "_" + model.functionPrefix
        var lines = ["# fish completion for \(model.program); generated from its command declarations, do not edit."]

        lines += ["", "function \(p)_subcommands --argument-names cmd", "    switch $cmd"]
        for command in model.commands where !command.subcommands.isEmpty {
            lines += ["        case \(quoted(command.key))", "            printf '%s\\t%s\\n' \(described(command.subcommands))"]
        }
        lines += ["    end", "end"]

        lines += ["", "function \(p)_options --argument-names cmd", "    switch $cmd"]
        for command in model.commands {
            lines += ["        case \(quoted(command.key))", "            printf '%s\\t%s\\n' \(described(command.options))"]
        }
        lines += ["    end", "end"]

        lines += [
            "",
            "# Prints what to offer for the value of an option; fails when it takes no value.",
            "function \(p)_option_values --argument-names cmd option",
            "    switch $cmd",
        ]
        for command in model.commands where !command.valueOptions.isEmpty {
            lines += ["        case \(quoted(command.key))", "            switch $option"]
            for option in command.valueOptions {
                lines.append("                case \(quoted(option.name))")
                lines.append(option.kind.isEmpty ? "                    return 0" : "                    echo \(quoted(option.kind))")
            }
            lines += ["                case '*'", "                    return 1", "            end"]
        }
        lines += ["        case '*'", "            return 1", "    end", "end"]

        lines += [
            "",
            "# Prints what to offer for a positional argument (counted from 0).",
            "function \(p)_argument_values --argument-names cmd index",
            "    switch \"$cmd:$index\"",
        ]
        for command in model.commands {
            for (index, kind) in command.arguments.enumerated() where !kind.isEmpty {
                let isLast = index == command.arguments.count - 1
                let pattern = quoted(command.key + ":" + (isLast && command.lastArgumentRepeats ? "*" : String(index)))
                lines += ["        case \(pattern)", "            echo \(quoted(kind))"]
            }
        }
        lines += ["    end", "end"]

        lines += """

            # The ids of kind $what (task-ids, contact-ids), with titles or names beside them.
            function \(p)_ids --argument-names what
                \(model.program) __complete $what -- (commandline -opc)[2..-1] 2>/dev/null
            end

            function \(p)_zones
                if test -r /usr/share/zoneinfo/zone.tab
                    string match -rv '^#' </usr/share/zoneinfo/zone.tab | string split -f3 \\t
                end
                echo UTC
            end

            # Prints candidates of kind $kind for the text $current.
            function \(p)_offer --argument-names kind current
                switch $kind
                    case file
                        __fish_complete_path $current
                    case directory
                        __fish_complete_directories $current
                    case task-id
                        \(p)_ids task-ids
                    case contact-id
                        \(p)_ids contact-ids
                    case zone
                        \(p)_zones
                    case 'choices:*'
                        string split ' ' -- (string replace 'choices:' '' -- $kind)
                end
            end

            function \(p)_candidates
                set -l tokens (commandline -opc)
                set -l current (commandline -ct)
                set -l cmd ''
                set -l pending ''
                set -l options_ended ''
                set -l positional 0
                for word in $tokens[2..-1]
                    if test -n "$pending"
                        set pending ''
                        continue
                    end
                    if test -z "$options_ended"; and string match -qr -- '^-.' $word
                        if test "$word" = --
                            set options_ended 1
                        else if \(p)_option_values "$cmd" $word >/dev/null
                            set pending $word
                        end
                        continue
                    end
                    if test $positional -eq 0; and contains -- $word (\(p)_subcommands "$cmd" | string replace -r '\\t.*' '')
                        set cmd (string trim -- "$cmd $word")
                    else
                        set positional (math $positional + 1)
                    end
                end

                if test -n "$pending"
                    \(p)_offer "$(\(p)_option_values "$cmd" $pending)" $current
                else if test -z "$options_ended"; and string match -qr -- '^--[^=]+=' $current
                    set -l option (string replace -r '=.*' '' -- $current)
                    set -l kind "$(\(p)_option_values "$cmd" $option)"
                    and \(p)_offer "$kind" (string replace -r '^[^=]*=' '' -- $current) | string replace -r '^' -- "$option="
                else if test -z "$options_ended"; and string match -q -- '-*' $current
                    \(p)_options "$cmd"
                else if test $positional -eq 0; and test -n "$(\(p)_subcommands "$cmd")"
                    \(p)_subcommands "$cmd"
                else
                    \(p)_offer "$(\(p)_argument_values "$cmd" $positional)" $current
                end
            end

            complete -c \(model.program) -f -a '(\(p)_candidates)'
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'name' 'description' …` for `printf '%s\t%s\n'`.
    private func described(_ entries: [(name: String, help: String)]) -> String {
        entries.map { quoted($0.name) + " " + quoted(CompletionModel.oneLine($0.help)) }.joined(separator: " ")
    }

    /// `text` single-quoted for fish, where `\` and `'` are escaped inside quotes.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }
}
