# fish completion for tend; generated from its command declarations, do not edit.

function __tend_subcommands --argument-names cmd
    switch $cmd
        case ''
            printf '%s\t%s\n' 'today' 'Show the day\'s tasks, what is done and what is due (the default command).' 'add' 'Add a task to the care plan.' 'edit' 'Change a task; a new schedule starts a new version.' 'remove' 'End a task now or from a date; its history stays.' 'restore' 'Bring back a removed task, with its id and history.' 'purge' 'Delete a task and its whole history for good, and free its id.' 'list' 'List the tasks.' 'show' 'Show everything about a task: schedule, next occurrences, versions, recent records.' 'done' 'Record that a task was done.' 'undo' 'Take back the latest recording, a completion, a log entry or a schedule edit.' 'log' 'Log an event of a task, such as a symptom, with an optional value.' 'next' 'Show what is overdue today and what is due next.' 'summary' 'Show adherence per task and overall, and what was missed.' 'chart' 'Draw adherence, doses or logged values over a period, with what the numbers show.' 'check' 'Check that the database is sound, page by page, and that every stored schedule reads.' 'schedule' 'Explain and expand schedules.' 'contact' 'The care team: people to call, message, e-mail and find on a map.' 'daemon' 'Send desktop reminders as tasks come due, until stopped.' 'config' 'Show the reminder settings in effect and where each comes from.' 'export' 'Write the plan as an iCalendar file, or the whole plan as a lossless JSON backup.' 'import' 'Add the tasks and completions of an iCalendar file, or a tend JSON backup, to the plan.' 'backup' 'Copy the database, consistently, while tend runs.' 'help' 'Show help information.'
        case 'schedule'
            printf '%s\t%s\n' 'explain' 'Show a schedule in words and its next five occurrences.' 'expand' 'List every occurrence of a schedule that starts in a window.'
        case 'contact'
            printf '%s\t%s\n' 'add' 'Add a contact to the care team.' 'edit' 'Change a contact; an empty value (\'\') removes a field.' 'remove' 'Remove a contact; the tasks linked to it lose the link.' 'list' 'List the contacts, each with the actions it supports.' 'show' 'Show a contact: role, every number and address, the note, the linked tasks.' 'call' 'Call a contact: the tel: link of its first number, or the one with LABEL.' 'message' 'Message a contact: the sms: link of its first messaging number, or the one with LABEL.' 'email' 'E-mail a contact: the mailto: link of its first address, or the one with LABEL.' 'map' 'Find a contact on a map: geo: from its coordinates, else an OpenStreetMap page.' 'export' 'Write contacts as vCard 3.0, to a file or a vdir.' 'import' 'Read contacts from vCard files (3.0 or 4.0).'
    end
end

function __tend_options --argument-names cmd
    switch $cmd
        case ''
            printf '%s\t%s\n' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--date' 'The day to use instead of today: 2026-12-01, yesterday, tomorrow, fri (the latest Friday, today included), last fri, next fri, -3d.' '--group' 'Only the tasks of this group.' '--json' 'Print JSON instead of text.' '--version' 'Show the version.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'today'
            printf '%s\t%s\n' '--date' 'The day to use instead of today: 2026-12-01, yesterday, tomorrow, fri (the latest Friday, today included), last fri, next fri, -3d.' '--group' 'Only the tasks of this group.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'add'
            printf '%s\t%s\n' '--schedule' 'When it is due, such as \'4 times a day\' (see SCHEDULE LANGUAGE).' '--id' 'The id to type (lower-case letters, digits and dashes); made from the title\'s words, up to 24 columns, when left out.' '--style' 'How the task is shown: simple, instructions, log, checklist or grid. (values: simple, instructions, log, checklist, grid)' '--instructions' 'A line of advice shown with the task.' '--group' 'A group, such as medication or exercise.' '--tint' 'A colour: red, orange, yellow, green, blue, purple, pink or gray. (values: red, orange, yellow, green, blue, purple, pink, gray)' '--target' 'A value each occurrence aims for (8).' '--unit' 'The unit of --target (glasses).' '--tz' 'Pin the schedule to this time zone (Europe/Berlin).' '--from' 'When the schedule takes effect (a date or date and time).' '--lead' 'Remind this long before each occurrence (10m); 0 for at its start.' '--max-per-day' 'The most doses \'tend done\' records on one day (4); none for no limit.' '--min-interval' 'The least time between two doses (4h, 90m); none for no minimum.' '--contact' 'Link a contact (dr-sato) to the task; give several.' '--alert' 'A rule that names a contact: \'>= 8: call dr-sato\' on a log task, \'missed 2 doses: message mum\' on others; give several.' '--no-adherence' 'Do not count the task toward adherence (symptoms to log).' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'edit'
            printf '%s\t%s\n' '--title' 'A new title.' '--schedule' 'A new schedule, from now or from --from.' '--style' 'How the task is shown: simple, instructions, log, checklist or grid. (values: simple, instructions, log, checklist, grid)' '--instructions' 'A line of advice shown with the task.' '--group' 'A group, such as medication or exercise.' '--tint' 'A colour: red, orange, yellow, green, blue, purple, pink or gray. (values: red, orange, yellow, green, blue, purple, pink, gray)' '--target' 'A value each occurrence aims for (8).' '--unit' 'The unit of --target (glasses).' '--tz' 'Pin the schedule to this time zone (Europe/Berlin).' '--from' 'When the schedule takes effect (a date or date and time).' '--lead' 'Remind this long before each occurrence (10m); 0 for at its start.' '--max-per-day' 'The most doses \'tend done\' records on one day (4); none for no limit.' '--min-interval' 'The least time between two doses (4h, 90m); none for no minimum.' '--contact' 'Link a contact (dr-sato) to the task; give several.' '--alert' 'A rule that names a contact: \'>= 8: call dr-sato\' on a log task, \'missed 2 doses: message mum\' on others; give several.' '--no-contact' 'Unlink a contact from the task; give several.' '--no-alerts' 'Remove the task\'s alert rules (before adding any --alert).' '--adherence' 'Count the task toward adherence again.' '--no-adherence' 'Stop counting the task toward adherence.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'remove'
            printf '%s\t%s\n' '--from' 'When the task ends (a date means its midnight); default now.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'restore'
            printf '%s\t%s\n' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'purge'
            printf '%s\t%s\n' '--yes' 'Delete it; without --yes nothing changes.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'list'
            printf '%s\t%s\n' '--all' 'Include removed tasks.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'show'
            printf '%s\t%s\n' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'done'
            printf '%s\t%s\n' '--at' 'When it was done (08:10, fri 08:10, -2h, or a date and time); default now.' '--value' 'A value to record with it (400, yes, or text).' '--unit' 'The unit of --value (mg).' '--note' 'A note to keep with it.' '--date' 'The day to use instead of today: 2026-12-01, yesterday, tomorrow, fri (the latest Friday, today included), last fri, next fri, -3d.' '--force' 'Record the dose even when the safety rules refuse it.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'undo'
            printf '%s\t%s\n' '--date' 'The day to use instead of today: 2026-12-01, yesterday, tomorrow, fri (the latest Friday, today included), last fri, next fri, -3d.' '--list' 'Show the recent actions and what undo does with each; changes nothing.' '--edit' 'Take back the task\'s latest schedule edit instead of a recording.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'log'
            printf '%s\t%s\n' '--value' 'A value (3, yes, or text).' '--unit' 'The unit of --value (/10).' '--note' 'A note to keep with it.' '--at' 'When it happened (14:05, fri 14:05, -2h, or a date and time); default now.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'next'
            printf '%s\t%s\n' '--within' 'How far ahead to look (30m, 2h, 1d). (default: 12h)' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'summary'
            printf '%s\t%s\n' '--date' 'One day (default today).' '--week' 'The seven days ending with --date or today.' '--month' 'The thirty days ending with --date or today.' '--year' 'The 365 days ending with --date or today.' '--from' 'The first day of a period (with --to).' '--to' 'The last day of a period (with --from).' '--format' 'text, markdown or json (as --json). (values: text, markdown, json; default: text)' '--json' 'Print JSON instead of text.' '--fail-if-missed' 'Exit with status 1 when an occurrence was missed.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'chart'
            printf '%s\t%s\n' '--style' 'bar, line (points joined in braille) or scatter (points alone). (values: bar, line, scatter; default: bar)' '--metric' 'adherence, done, value or count (default: the task\'s own measure). (values: adherence, done, value, count)' '--week' 'The seven days ending today (the default).' '--month' 'The thirty days ending today.' '--year' 'The 365 days ending today, as tend summary --year.' '--last' 'The days ending today: 90d, 12w.' '--from' 'The first day of a period (to --to, or today).' '--to' 'The last day of a period (with --from).' '--by' 'day, week or month (default: the smallest that fits). (values: day, week, month)' '--log' 'A logarithmic value axis, for values spanning orders of magnitude.' '--svg' 'Write the chart as a standalone SVG image (owner-only).' '--png' 'Write the chart as a PNG image, drawn by rsvg-convert.' '--force' 'Replace the --svg or --png file if it exists.' '--watch' 'Redraw in place when the plan changes and at midnight; q or Ctrl-C ends it.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'check'
            printf '%s\t%s\n' '--repair' 'Build the charts\' aggregates again from the outcomes and log entries when they disagree.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'schedule'
            printf '%s\t%s\n' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'schedule explain'
            printf '%s\t%s\n' '--tz' 'Read the schedule and times in this time zone (Europe/Berlin) instead of the user\'s zone.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'schedule expand'
            printf '%s\t%s\n' '--rrule' 'An RFC 5545 recurrence rule (FREQ=WEEKLY;BYDAY=MO) instead of a schedule.' '--dtstart' 'The local start of --rrule (2026-12-01T08:00).' '--from' 'The start of the window (a date alone means local midnight).' '--to' 'The end of the window, exclusive.' '--tz' 'Read the schedule and times in this time zone (Europe/Berlin) instead of the user\'s zone.' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact'
            printf '%s\t%s\n' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact add'
            printf '%s\t%s\n' '--id' 'The id to type (lower-case letters, digits and dashes); made from the name when left out.' '--title' 'A job title, such as \'General practitioner\'.' '--role' 'What they do for this person (\'prescribes the painkillers\'), shown as instructions.' '--organization' 'Where they work, such as a clinic.' '--category' 'care-team, emergency or family; none for no category. (values: care-team, emergency, family, none)' '--prefix' 'The part of the name before it, such as Dr.' '--given' 'The given name.' '--family' 'The family name.' '--suffix' 'The part of the name after it, such as Jr.' '--phone' 'A number to call, such as clinic=+81 3-1234-5678; give several, in the order to try them.' '--message' 'A number for text messages; give several, the preferred first.' '--email' 'An e-mail address; give several, the preferred first.' '--address' 'A postal address; its lines may be separated by line breaks.' '--geo' 'Where the address is, in degrees, such as 35.6812,139.7671, for the map.' '--note' 'A note shown with the contact.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact edit'
            printf '%s\t%s\n' '--name' 'A new name as it is shown.' '--title' 'A job title, such as \'General practitioner\'.' '--role' 'What they do for this person (\'prescribes the painkillers\'), shown as instructions.' '--organization' 'Where they work, such as a clinic.' '--category' 'care-team, emergency or family; none for no category. (values: care-team, emergency, family, none)' '--prefix' 'The part of the name before it, such as Dr.' '--given' 'The given name.' '--family' 'The family name.' '--suffix' 'The part of the name after it, such as Jr.' '--phone' 'A number to call, such as clinic=+81 3-1234-5678; give several, in the order to try them.' '--message' 'A number for text messages; give several, the preferred first.' '--email' 'An e-mail address; give several, the preferred first.' '--address' 'A postal address; its lines may be separated by line breaks.' '--geo' 'Where the address is, in degrees, such as 35.6812,139.7671, for the map.' '--note' 'A note shown with the contact.' '--no-phone' 'Remove the numbers to call with this label or number.' '--no-message' 'Remove the messaging numbers with this label or number.' '--no-email' 'Remove the e-mail addresses with this label or address.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact remove'
            printf '%s\t%s\n' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact list'
            printf '%s\t%s\n' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact show'
            printf '%s\t%s\n' '--json' 'Print JSON instead of text.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact call'
            printf '%s\t%s\n' '--print' 'Only print the number, address and link; never open anything.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact message'
            printf '%s\t%s\n' '--print' 'Only print the number, address and link; never open anything.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact email'
            printf '%s\t%s\n' '--print' 'Only print the number, address and link; never open anything.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact map'
            printf '%s\t%s\n' '--print' 'Only print the number, address and link; never open anything.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact export'
            printf '%s\t%s\n' '--output' 'Write to this new file (owner-only) instead of standard output (- is standard output).' '-o' 'Write to this new file (owner-only) instead of standard output (- is standard output).' '--force' 'Replace the --output file if it exists.' '--vdir' 'Write one .vcf file per contact into this directory (made if missing).' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'contact import'
            printf '%s\t%s\n' '--replace' 'Update contacts that are in the plan already from their cards.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'daemon'
            printf '%s\t%s\n' '--once' 'Send what is due now and exit (for a systemd timer or cron); popups get no buttons.' '--backend' 'Where reminders go: auto (libnotify when a D-Bus session bus is there, else print), libnotify, command or print. Default: auto. (values: auto, libnotify, command, print)' '--command' 'The program (and its arguments, no shell) the command backend runs; it gets the summary and body as two more arguments and TEND_* variables.' '--fallback' 'Where reminders go while libnotify or the command fails: print or command. Default: print. (values: print, command)' '--lead' 'How long before an occurrence its reminder goes out (10m); a task\'s own lead time comes first. Default: 0m.' '--nag-interval' 'How long after a reminder an occurrence still not done is reminded again; 0 turns repeats off. Default: 30m.' '--nag-limit' 'How many times an occurrence is reminded again after the first, snoozes included. Default: 3.' '--snooze' 'How long Snooze waits. Default: 10m.' '--catch-up' 'How far back reminders that came due while the daemon was stopped or the machine slept are still sent. Default: 12h.' '--quiet-hours' 'Hours without reminders, such as 22:00-07:00, or off. Default: off.' '--quiet-mode' 'What happens to reminders that come due in quiet hours: wait (sent when they end) or skip (never sent). Default: wait. (values: wait, skip)' '--all-day-time' 'When an all-day occurrence is reminded of, on its day. Default: 09:00.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'config'
            printf '%s\t%s\n' '--init' 'Create the configuration file with every setting documented at its default.' '--json' 'Print JSON instead of text.' '--backend' 'Where reminders go: auto (libnotify when a D-Bus session bus is there, else print), libnotify, command or print. Default: auto. (values: auto, libnotify, command, print)' '--command' 'The program (and its arguments, no shell) the command backend runs; it gets the summary and body as two more arguments and TEND_* variables.' '--fallback' 'Where reminders go while libnotify or the command fails: print or command. Default: print. (values: print, command)' '--lead' 'How long before an occurrence its reminder goes out (10m); a task\'s own lead time comes first. Default: 0m.' '--nag-interval' 'How long after a reminder an occurrence still not done is reminded again; 0 turns repeats off. Default: 30m.' '--nag-limit' 'How many times an occurrence is reminded again after the first, snoozes included. Default: 3.' '--snooze' 'How long Snooze waits. Default: 10m.' '--catch-up' 'How far back reminders that came due while the daemon was stopped or the machine slept are still sent. Default: 12h.' '--quiet-hours' 'Hours without reminders, such as 22:00-07:00, or off. Default: off.' '--quiet-mode' 'What happens to reminders that come due in quiet hours: wait (sent when they end) or skip (never sent). Default: wait. (values: wait, skip)' '--all-day-time' 'When an all-day occurrence is reminded of, on its day. Default: 09:00.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'export'
            printf '%s\t%s\n' '--ics' 'Write iCalendar (RFC 5545).' '--events' 'Write VEVENTs with alarms instead of VTODOs (with --ics).' '--json' 'Write tend\'s lossless JSON backup of the whole plan.' '--output' 'Write to this file (owner-only) instead of standard output (- is standard output).' '-o' 'Write to this file (owner-only) instead of standard output (- is standard output).' '--force' 'Replace the --output file if it exists.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'import'
            printf '%s\t%s\n' '--dry-run' 'Show what would be added, and change nothing (iCalendar).' '--json' 'The file is tend\'s JSON backup (from tend export --json).' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'backup'
            printf '%s\t%s\n' '--force' 'Replace FILE if it exists.' '--now' 'Pretend the current time is this (2026-12-01T08:00); for scripts and tests. TEND_NOW does the same.' '--db' 'The database file; TEND_DB does the same. Default: $XDG_DATA_HOME/tend/tend.db.' '--color' 'Colour the output: auto, always or never. (values: auto, always, never; default: auto)' '--ascii' 'Draw with ASCII only ([x], [ ], >, #, -); the default under TERM=dumb or a locale that is not UTF-8.' '--help' 'Show help information.' '-h' 'Show help information.'
        case 'help'
            printf '%s\t%s\n' '--help' 'Show help information.' '-h' 'Show help information.'
    end
end

# Prints what to offer for the value of an option; fails when it takes no value.
function __tend_option_values --argument-names cmd option
    switch $cmd
        case ''
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '--date'
                    return 0
                case '--group'
                    return 0
                case '*'
                    return 1
            end
        case 'today'
            switch $option
                case '--date'
                    return 0
                case '--group'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'add'
            switch $option
                case '--schedule'
                    return 0
                case '--id'
                    return 0
                case '--style'
                    echo 'choices:simple instructions log checklist grid'
                case '--instructions'
                    return 0
                case '--group'
                    return 0
                case '--tint'
                    echo 'choices:red orange yellow green blue purple pink gray'
                case '--target'
                    return 0
                case '--unit'
                    return 0
                case '--tz'
                    echo 'zone'
                case '--from'
                    return 0
                case '--lead'
                    return 0
                case '--max-per-day'
                    return 0
                case '--min-interval'
                    return 0
                case '--contact'
                    echo 'contact-id'
                case '--alert'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'edit'
            switch $option
                case '--title'
                    return 0
                case '--schedule'
                    return 0
                case '--style'
                    echo 'choices:simple instructions log checklist grid'
                case '--instructions'
                    return 0
                case '--group'
                    return 0
                case '--tint'
                    echo 'choices:red orange yellow green blue purple pink gray'
                case '--target'
                    return 0
                case '--unit'
                    return 0
                case '--tz'
                    echo 'zone'
                case '--from'
                    return 0
                case '--lead'
                    return 0
                case '--max-per-day'
                    return 0
                case '--min-interval'
                    return 0
                case '--contact'
                    echo 'contact-id'
                case '--alert'
                    return 0
                case '--no-contact'
                    echo 'contact-id'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'remove'
            switch $option
                case '--from'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'restore'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'purge'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'list'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'show'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'done'
            switch $option
                case '--at'
                    return 0
                case '--value'
                    return 0
                case '--unit'
                    return 0
                case '--note'
                    return 0
                case '--date'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'undo'
            switch $option
                case '--date'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'log'
            switch $option
                case '--value'
                    return 0
                case '--unit'
                    return 0
                case '--note'
                    return 0
                case '--at'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'next'
            switch $option
                case '--within'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'summary'
            switch $option
                case '--date'
                    return 0
                case '--from'
                    return 0
                case '--to'
                    return 0
                case '--format'
                    echo 'choices:text markdown json'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'chart'
            switch $option
                case '--style'
                    echo 'choices:bar line scatter'
                case '--metric'
                    echo 'choices:adherence done value count'
                case '--last'
                    return 0
                case '--from'
                    return 0
                case '--to'
                    return 0
                case '--by'
                    echo 'choices:day week month'
                case '--svg'
                    echo 'file'
                case '--png'
                    echo 'file'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'check'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'schedule'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'schedule explain'
            switch $option
                case '--tz'
                    echo 'zone'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'schedule expand'
            switch $option
                case '--rrule'
                    return 0
                case '--dtstart'
                    return 0
                case '--from'
                    return 0
                case '--to'
                    return 0
                case '--tz'
                    echo 'zone'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact add'
            switch $option
                case '--id'
                    return 0
                case '--title'
                    return 0
                case '--role'
                    return 0
                case '--organization'
                    return 0
                case '--category'
                    echo 'choices:care-team emergency family none'
                case '--prefix'
                    return 0
                case '--given'
                    return 0
                case '--family'
                    return 0
                case '--suffix'
                    return 0
                case '--phone'
                    return 0
                case '--message'
                    return 0
                case '--email'
                    return 0
                case '--address'
                    return 0
                case '--geo'
                    return 0
                case '--note'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact edit'
            switch $option
                case '--name'
                    return 0
                case '--title'
                    return 0
                case '--role'
                    return 0
                case '--organization'
                    return 0
                case '--category'
                    echo 'choices:care-team emergency family none'
                case '--prefix'
                    return 0
                case '--given'
                    return 0
                case '--family'
                    return 0
                case '--suffix'
                    return 0
                case '--phone'
                    return 0
                case '--message'
                    return 0
                case '--email'
                    return 0
                case '--address'
                    return 0
                case '--geo'
                    return 0
                case '--note'
                    return 0
                case '--no-phone'
                    return 0
                case '--no-message'
                    return 0
                case '--no-email'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact remove'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact list'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact show'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact call'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact message'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact email'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact map'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact export'
            switch $option
                case '--output'
                    echo 'file'
                case '-o'
                    echo 'file'
                case '--vdir'
                    echo 'directory'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'contact import'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'daemon'
            switch $option
                case '--backend'
                    echo 'choices:auto libnotify command print'
                case '--command'
                    echo 'file'
                case '--fallback'
                    echo 'choices:print command'
                case '--lead'
                    return 0
                case '--nag-interval'
                    return 0
                case '--nag-limit'
                    return 0
                case '--snooze'
                    return 0
                case '--catch-up'
                    return 0
                case '--quiet-hours'
                    return 0
                case '--quiet-mode'
                    echo 'choices:wait skip'
                case '--all-day-time'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'config'
            switch $option
                case '--backend'
                    echo 'choices:auto libnotify command print'
                case '--command'
                    echo 'file'
                case '--fallback'
                    echo 'choices:print command'
                case '--lead'
                    return 0
                case '--nag-interval'
                    return 0
                case '--nag-limit'
                    return 0
                case '--snooze'
                    return 0
                case '--catch-up'
                    return 0
                case '--quiet-hours'
                    return 0
                case '--quiet-mode'
                    echo 'choices:wait skip'
                case '--all-day-time'
                    return 0
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'export'
            switch $option
                case '--output'
                    echo 'file'
                case '-o'
                    echo 'file'
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'import'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case 'backup'
            switch $option
                case '--now'
                    return 0
                case '--db'
                    echo 'file'
                case '--color'
                    echo 'choices:auto always never'
                case '*'
                    return 1
            end
        case '*'
            return 1
    end
end

# Prints what to offer for a positional argument (counted from 0).
function __tend_argument_values --argument-names cmd index
    switch "$cmd:$index"
        case 'edit:0'
            echo 'task-id'
        case 'remove:0'
            echo 'task-id'
        case 'restore:0'
            echo 'task-id'
        case 'purge:0'
            echo 'task-id'
        case 'show:0'
            echo 'task-id'
        case 'done:0'
            echo 'task-id'
        case 'undo:0'
            echo 'task-id'
        case 'log:0'
            echo 'task-id'
        case 'chart:*'
            echo 'task-id'
        case 'contact edit:0'
            echo 'contact-id'
        case 'contact remove:0'
            echo 'contact-id'
        case 'contact show:0'
            echo 'contact-id'
        case 'contact call:0'
            echo 'contact-id'
        case 'contact message:0'
            echo 'contact-id'
        case 'contact email:0'
            echo 'contact-id'
        case 'contact map:0'
            echo 'contact-id'
        case 'contact import:0'
            echo 'file'
        case 'export:*'
            echo 'task-id'
        case 'import:0'
            echo 'file'
        case 'backup:0'
            echo 'file'
        case 'help:0'
            echo 'choices:today add edit remove restore purge list show done undo log next summary chart check schedule contact daemon config export import backup'
    end
end

# The ids of kind $what (task-ids, contact-ids), with titles or names beside them.
function __tend_ids --argument-names what
    tend __complete $what -- (commandline -opc)[2..-1] 2>/dev/null
end

function __tend_zones
    if test -r /usr/share/zoneinfo/zone.tab
        string match -rv '^#' </usr/share/zoneinfo/zone.tab | string split -f3 \t
    end
    echo UTC
end

# Prints candidates of kind $kind for the text $current.
function __tend_offer --argument-names kind current
    switch $kind
        case file
            __fish_complete_path $current
        case directory
            __fish_complete_directories $current
        case task-id
            __tend_ids task-ids
        case contact-id
            __tend_ids contact-ids
        case zone
            __tend_zones
        case 'choices:*'
            string split ' ' -- (string replace 'choices:' '' -- $kind)
    end
end

function __tend_candidates
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
            else if __tend_option_values "$cmd" $word >/dev/null
                set pending $word
            end
            continue
        end
        if test $positional -eq 0; and contains -- $word (__tend_subcommands "$cmd" | string replace -r '\t.*' '')
            set cmd (string trim -- "$cmd $word")
        else
            set positional (math $positional + 1)
        end
    end

    if test -n "$pending"
        __tend_offer "$(__tend_option_values "$cmd" $pending)" $current
    else if test -z "$options_ended"; and string match -qr -- '^--[^=]+=' $current
        set -l option (string replace -r '=.*' '' -- $current)
        set -l kind "$(__tend_option_values "$cmd" $option)"
        and __tend_offer "$kind" (string replace -r '^[^=]*=' '' -- $current) | string replace -r '^' -- "$option="
    else if test -z "$options_ended"; and string match -q -- '-*' $current
        __tend_options "$cmd"
    else if test $positional -eq 0; and test -n "$(__tend_subcommands "$cmd")"
        __tend_subcommands "$cmd"
    else
        __tend_offer "$(__tend_argument_values "$cmd" $positional)" $current
    end
end

complete -c tend -f -a '(__tend_candidates)'
