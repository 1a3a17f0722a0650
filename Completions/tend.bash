# bash completion for tend; generated from its command declarations, do not edit.

_tend_subcommands() {
    case $1 in
        '') printf '%s\n' 'today' 'add' 'edit' 'remove' 'restore' 'purge' 'list' 'show' 'done' 'undo' 'log' 'next' 'summary' 'chart' 'check' 'schedule' 'contact' 'daemon' 'config' 'export' 'import' 'backup' 'help' ;;
        'schedule') printf '%s\n' 'explain' 'expand' ;;
        'contact') printf '%s\n' 'add' 'edit' 'remove' 'list' 'show' 'call' 'message' 'email' 'map' 'export' 'import' ;;
    esac
}

_tend_options() {
    case $1 in
        '') printf '%s\n' '--now' '--db' '--color' '--ascii' '--date' '--group' '--json' '--version' '--help' '-h' ;;
        'today') printf '%s\n' '--date' '--group' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'add') printf '%s\n' '--schedule' '--id' '--style' '--instructions' '--group' '--tint' '--target' '--unit' '--tz' '--from' '--lead' '--max-per-day' '--min-interval' '--contact' '--alert' '--no-adherence' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'edit') printf '%s\n' '--title' '--schedule' '--style' '--instructions' '--group' '--tint' '--target' '--unit' '--tz' '--from' '--lead' '--max-per-day' '--min-interval' '--contact' '--alert' '--no-contact' '--no-alerts' '--adherence' '--no-adherence' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'remove') printf '%s\n' '--from' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'restore') printf '%s\n' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'purge') printf '%s\n' '--yes' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'list') printf '%s\n' '--all' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'show') printf '%s\n' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'done') printf '%s\n' '--at' '--value' '--unit' '--note' '--date' '--force' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'undo') printf '%s\n' '--date' '--list' '--edit' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'log') printf '%s\n' '--value' '--unit' '--note' '--at' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'next') printf '%s\n' '--within' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'summary') printf '%s\n' '--date' '--week' '--month' '--year' '--from' '--to' '--format' '--json' '--fail-if-missed' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'chart') printf '%s\n' '--style' '--metric' '--week' '--month' '--year' '--last' '--from' '--to' '--by' '--log' '--svg' '--png' '--force' '--watch' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'check') printf '%s\n' '--repair' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'schedule') printf '%s\n' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'schedule explain') printf '%s\n' '--tz' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'schedule expand') printf '%s\n' '--rrule' '--dtstart' '--from' '--to' '--tz' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact') printf '%s\n' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact add') printf '%s\n' '--id' '--title' '--role' '--organization' '--category' '--prefix' '--given' '--family' '--suffix' '--phone' '--message' '--email' '--address' '--geo' '--note' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact edit') printf '%s\n' '--name' '--title' '--role' '--organization' '--category' '--prefix' '--given' '--family' '--suffix' '--phone' '--message' '--email' '--address' '--geo' '--note' '--no-phone' '--no-message' '--no-email' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact remove') printf '%s\n' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact list') printf '%s\n' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact show') printf '%s\n' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact call') printf '%s\n' '--print' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact message') printf '%s\n' '--print' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact email') printf '%s\n' '--print' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact map') printf '%s\n' '--print' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact export') printf '%s\n' '--output' '-o' '--force' '--vdir' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'contact import') printf '%s\n' '--replace' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'daemon') printf '%s\n' '--once' '--backend' '--command' '--fallback' '--lead' '--nag-interval' '--nag-limit' '--snooze' '--catch-up' '--quiet-hours' '--quiet-mode' '--all-day-time' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'config') printf '%s\n' '--init' '--json' '--backend' '--command' '--fallback' '--lead' '--nag-interval' '--nag-limit' '--snooze' '--catch-up' '--quiet-hours' '--quiet-mode' '--all-day-time' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'export') printf '%s\n' '--ics' '--events' '--json' '--output' '-o' '--force' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'import') printf '%s\n' '--dry-run' '--json' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'backup') printf '%s\n' '--force' '--now' '--db' '--color' '--ascii' '--help' '-h' ;;
        'help') printf '%s\n' '--help' '-h' ;;
    esac
}

# Prints what to offer for the value of option $2 of command $1; fails when it takes no value.
_tend_option_values() {
    case $1 in
        '')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                '--date') ;;
                '--group') ;;
                *) return 1 ;;
            esac
            ;;
        'today')
            case $2 in
                '--date') ;;
                '--group') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'add')
            case $2 in
                '--schedule') ;;
                '--id') ;;
                '--style') echo 'choices:simple instructions log checklist grid' ;;
                '--instructions') ;;
                '--group') ;;
                '--tint') echo 'choices:red orange yellow green blue purple pink gray' ;;
                '--target') ;;
                '--unit') ;;
                '--tz') echo 'zone' ;;
                '--from') ;;
                '--lead') ;;
                '--max-per-day') ;;
                '--min-interval') ;;
                '--contact') echo 'contact-id' ;;
                '--alert') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'edit')
            case $2 in
                '--title') ;;
                '--schedule') ;;
                '--style') echo 'choices:simple instructions log checklist grid' ;;
                '--instructions') ;;
                '--group') ;;
                '--tint') echo 'choices:red orange yellow green blue purple pink gray' ;;
                '--target') ;;
                '--unit') ;;
                '--tz') echo 'zone' ;;
                '--from') ;;
                '--lead') ;;
                '--max-per-day') ;;
                '--min-interval') ;;
                '--contact') echo 'contact-id' ;;
                '--alert') ;;
                '--no-contact') echo 'contact-id' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'remove')
            case $2 in
                '--from') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'restore')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'purge')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'list')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'show')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'done')
            case $2 in
                '--at') ;;
                '--value') ;;
                '--unit') ;;
                '--note') ;;
                '--date') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'undo')
            case $2 in
                '--date') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'log')
            case $2 in
                '--value') ;;
                '--unit') ;;
                '--note') ;;
                '--at') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'next')
            case $2 in
                '--within') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'summary')
            case $2 in
                '--date') ;;
                '--from') ;;
                '--to') ;;
                '--format') echo 'choices:text markdown json' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'chart')
            case $2 in
                '--style') echo 'choices:bar line scatter' ;;
                '--metric') echo 'choices:adherence done value count' ;;
                '--last') ;;
                '--from') ;;
                '--to') ;;
                '--by') echo 'choices:day week month' ;;
                '--svg') echo 'file' ;;
                '--png') echo 'file' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'check')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'schedule')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'schedule explain')
            case $2 in
                '--tz') echo 'zone' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'schedule expand')
            case $2 in
                '--rrule') ;;
                '--dtstart') ;;
                '--from') ;;
                '--to') ;;
                '--tz') echo 'zone' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact add')
            case $2 in
                '--id') ;;
                '--title') ;;
                '--role') ;;
                '--organization') ;;
                '--category') echo 'choices:care-team emergency family none' ;;
                '--prefix') ;;
                '--given') ;;
                '--family') ;;
                '--suffix') ;;
                '--phone') ;;
                '--message') ;;
                '--email') ;;
                '--address') ;;
                '--geo') ;;
                '--note') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact edit')
            case $2 in
                '--name') ;;
                '--title') ;;
                '--role') ;;
                '--organization') ;;
                '--category') echo 'choices:care-team emergency family none' ;;
                '--prefix') ;;
                '--given') ;;
                '--family') ;;
                '--suffix') ;;
                '--phone') ;;
                '--message') ;;
                '--email') ;;
                '--address') ;;
                '--geo') ;;
                '--note') ;;
                '--no-phone') ;;
                '--no-message') ;;
                '--no-email') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact remove')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact list')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact show')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact call')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact message')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact email')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact map')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact export')
            case $2 in
                '--output') echo 'file' ;;
                '-o') echo 'file' ;;
                '--vdir') echo 'directory' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'contact import')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'daemon')
            case $2 in
                '--backend') echo 'choices:auto libnotify command print' ;;
                '--command') echo 'file' ;;
                '--fallback') echo 'choices:print command' ;;
                '--lead') ;;
                '--nag-interval') ;;
                '--nag-limit') ;;
                '--snooze') ;;
                '--catch-up') ;;
                '--quiet-hours') ;;
                '--quiet-mode') echo 'choices:wait skip' ;;
                '--all-day-time') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'config')
            case $2 in
                '--backend') echo 'choices:auto libnotify command print' ;;
                '--command') echo 'file' ;;
                '--fallback') echo 'choices:print command' ;;
                '--lead') ;;
                '--nag-interval') ;;
                '--nag-limit') ;;
                '--snooze') ;;
                '--catch-up') ;;
                '--quiet-hours') ;;
                '--quiet-mode') echo 'choices:wait skip' ;;
                '--all-day-time') ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'export')
            case $2 in
                '--output') echo 'file' ;;
                '-o') echo 'file' ;;
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'import')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        'backup')
            case $2 in
                '--now') ;;
                '--db') echo 'file' ;;
                '--color') echo 'choices:auto always never' ;;
                *) return 1 ;;
            esac
            ;;
        *) return 1 ;;
    esac
}

# Prints what to offer for positional argument $2 (from 0) of command $1.
_tend_argument_values() {
    case "$1:$2" in
        'add:'0) ;;
        'edit:'0) echo 'task-id' ;;
        'remove:'0) echo 'task-id' ;;
        'restore:'0) echo 'task-id' ;;
        'purge:'0) echo 'task-id' ;;
        'show:'0) echo 'task-id' ;;
        'done:'0) echo 'task-id' ;;
        'done:'1) ;;
        'undo:'0) echo 'task-id' ;;
        'undo:'1) ;;
        'log:'0) echo 'task-id' ;;
        'chart:'*) echo 'task-id' ;;
        'schedule explain:'0) ;;
        'schedule expand:'0) ;;
        'contact add:'0) ;;
        'contact edit:'0) echo 'contact-id' ;;
        'contact remove:'0) echo 'contact-id' ;;
        'contact show:'0) echo 'contact-id' ;;
        'contact call:'0) echo 'contact-id' ;;
        'contact call:'1) ;;
        'contact message:'0) echo 'contact-id' ;;
        'contact message:'1) ;;
        'contact email:'0) echo 'contact-id' ;;
        'contact email:'1) ;;
        'contact map:'0) echo 'contact-id' ;;
        'contact map:'1) ;;
        'contact export:'*) ;;
        'contact import:'0) echo 'file' ;;
        'export:'*) echo 'task-id' ;;
        'import:'0) echo 'file' ;;
        'backup:'0) echo 'file' ;;
        'help:'0) echo 'choices:today add edit remove restore purge list show done undo log next summary chart check schedule contact daemon config export import backup' ;;
    esac
}

# The ids of kind $1 (task-ids, contact-ids), for the words typed so far.
_tend_ids() {
    local id title
    tend __complete "$1" -- "${COMP_WORDS[@]:1:COMP_CWORD-1}" 2>/dev/null | while IFS=$'\t' read -r id title; do
        printf '%s\n' "$id"
    done
}

_tend_zones() {
    local code coordinates zone rest
    if [[ -r /usr/share/zoneinfo/zone.tab ]]; then
        while IFS=$'\t' read -r code coordinates zone rest; do
            [[ $code == '#'* ]] || printf '%s\n' "$zone"
        done < /usr/share/zoneinfo/zone.tab
    fi
    printf '%s\n' UTC
}

# Fills COMPREPLY with candidates of kind $1 that start with $2.
_tend_offer() {
    case $1 in
        file) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$2") ;;
        directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$2") ;;
        task-id) mapfile -t COMPREPLY < <(compgen -W "$(_tend_ids task-ids)" -- "$2") ;;
        contact-id) mapfile -t COMPREPLY < <(compgen -W "$(_tend_ids contact-ids)" -- "$2") ;;
        zone) mapfile -t COMPREPLY < <(compgen -W "$(_tend_zones)" -- "$2") ;;
        choices:*) mapfile -t COMPREPLY < <(compgen -W "${1#choices:}" -- "$2") ;;
    esac
}

_tend() {
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
            elif _tend_option_values "$cmd" "$word" >/dev/null; then
                pending=$word
            fi
            continue
        fi
        if ((positional == 0)) && [[ $'\n'$(_tend_subcommands "$cmd")$'\n' == *$'\n'"$word"$'\n'* ]]; then
            cmd=${cmd:+$cmd }$word
        else
            positional=$((positional + 1))
        fi
    done

    if [[ -n $pending ]]; then
        [[ $cur == = ]] && cur=
        _tend_offer "$(_tend_option_values "$cmd" "$pending")" "$cur"
    elif [[ -z $options_ended && $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_tend_options "$cmd")" -- "$cur")
    elif ((positional == 0)) && [[ -n $(_tend_subcommands "$cmd") ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_tend_subcommands "$cmd")" -- "$cur")
    else
        _tend_offer "$(_tend_argument_values "$cmd" "$positional")" "$cur"
    fi
}

complete -F _tend tend
