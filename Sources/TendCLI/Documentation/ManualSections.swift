import TendArguments

/// The hand-written sections of the man page; the command sections come from the specs.
enum ManualSections {
    /// The date on the man page.
    static let date = "November 30, 2026"

    static let all: [ManSection] = [description, scheduleLanguage, timeZones, taskStyles, doseSafety, charts, contacts, jsonOutput,
                                    exportAndImport, reminders, configurationFile, environment, files, exitStatus, examples,
                                    seeAlso, bugs]

    static let description = ManSection("DESCRIPTION", [
        .paragraph("""
            tend keeps a care plan in the terminal: medicines at the right time, exercises, symptoms logged when they \
            happen. A scheduling engine expands each task's schedule into occurrences; commands show them, record what \
            was done, and remind on the desktop.
            """),
        .paragraph("""
            Every occurrence has an index, counted from 0 at the schedule's start over all of its parts, ordered by start \
            time with ties broken by the order of the parts. The index of an occurrence never depends on the window it \
            was found in. Programs read it as index, in JSON and in schedule expand. Numbers people read count from 1: \
            schedule explain numbers a schedule's occurrences #1, #2 and on (the last dose of a course is its total), \
            and today, done and undo number the occurrences of a day 1, 2, 3 and on.
            """),
        .paragraph("'tend help schedules' prints SCHEDULE LANGUAGE below; 'tend help <command>' prints the help of a command."),
    ])

    static let scheduleLanguage = ManSection("SCHEDULE LANGUAGE", [
        .paragraph("""
            Schedules are written in English words, in any case. Parts joined by + make one schedule. Every schedule \
            can be described back in words (tend schedule explain), and reading that description gives the same schedule.
            """),
        .subsection("Repetition"),
        .definitions(.literal, [
            ManDefinition("daily at 08:00", "Every day at a time; several times are listed with commas and 'and': daily at 8am, 12:30 and 6pm. An hour alone after 'at' is that hour: daily at 8 is 08:00, at 20 is 20:00."),
            ManDefinition("every day", "Every day, all day (no time)."),
            ManDefinition("every other day at 9:00", "Every second day; 'every 3 days' and so on."),
            ManDefinition("4 times a day", "Spread over the waking day, 08:00 to 20:00: 08:00, 12:00, 16:00, 20:00. Also '4x daily', 'twice a day'; 'between 07:00 and 22:00' changes the window."),
            ManDefinition("every 6 hours from 06:00", "Elapsed time from the first occurrence; without 'from' it starts at 08:00."),
            ManDefinition("every 30 minutes between 09:00 and 17:00", "Wall-clock times each day, 09:00 to 17:00 inclusive."),
            ManDefinition("weekdays at 07:30", "Monday to Friday; 'weekends at 10:00' is Saturday and Sunday."),
            ManDefinition("weekly on mon, wed and fri at 18:00", "Named weekdays; 'sundays at 20:00' and 'every monday' work too."),
            ManDefinition("every 2 weeks on sunday", "Every second week, counted from the week of the start."),
            ManDefinition("monthly on the 1st at 09:00", "Days of the month. A month without the day is skipped: 'monthly on the 31st' has no February occurrence (RFC 5545)."),
            ManDefinition("monthly on the last day", "The last day of every month."),
            ManDefinition("monthly on the last friday", "A weekday of the month: 'the 2nd tuesday', 'the first monday'."),
            ManDefinition("yearly on 03-15", "A day of every year; also 'yearly on march 15'. February 29 occurs in leap years only."),
            ManDefinition("once at 2026-12-01 09:00", "A single occurrence."),
            ManDefinition("on 2026-12-24", "A single all-day occurrence."),
        ]),
        .subsection("Bounds and details"),
        .definitions(.literal, [
            ManDefinition("from 2026-12-01", "The first day (and, with a time, the first moment). Without it a schedule starts on the day it is given."),
            ManDefinition("until 2026-12-14", "The last day, included; 'until 2026-12-14 18:00' includes that minute."),
            ManDefinition("for 10 days", "A course: 10 calendar days from the start, also weeks and months. After every N hours or minutes: ten 24-hour days from the first dose (30 doses every 8 hours)."),
            ManDefinition("for 20 times", "At most 20 occurrences."),
            ManDefinition("lasting 30 minutes", "Each occurrence lasts this long; 'for 30 minutes' too."),
            ManDefinition("\"Morning\"", "A label after a time names that occurrence: daily at 08:00 \"Morning\" and 20:00 \"Evening\"."),
            ManDefinition("target 8 glasses", "A value each occurrence aims for."),
            ManDefinition("in Europe/Berlin", "Pin the schedule to a time zone instead of following the user's."),
        ]),
        .subsection("RFC 5545"),
        .paragraph("""
            A part may be written as RFC 5545 properties separated by spaces: DTSTART:20261201T080000 \
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR EXDATE:20261204T080000 RDATE:20261205T080000. FREQ (SECONDLY to YEARLY), \
            INTERVAL, COUNT, UNTIL, BYDAY with ordinals (2MO, -1FR), BYMONTHDAY (negative too), BYMONTH, BYYEARDAY, \
            BYWEEKNO, BYHOUR, BYMINUTE, BYSECOND, BYSETPOS and WKST are supported, with the semantics of python-dateutil: \
            a DTSTART that does not match the rule is not itself an occurrence. Without DTSTART the rule starts at \
            midnight on the day it is given. DTSTART;TZID=Europe/Berlin:20261201T080000 pins the schedule to that zone, \
            as 'in Europe/Berlin' does after words; times are local, and a UTC time (ending in Z) is refused. An \
            instant that two RRULEs, or an RRULE and an RDATE, both give is one occurrence, as are two parts that give \
            the same unlabelled time; its second number stays unused, so schedule explain may show #1, #3.
            """),
        .subsection("Limits"),
        .paragraph("""
            A schedule has at most 4000 characters and 64 parts, at most 1440 times a day, intervals up to 1000 days, \
            weeks, months or years (100000 hours, 1000000 minutes), 'for N times' up to 1000000, and dates in the years \
            1 to 9999. Anything else is refused with the position of the problem and exit status 64.
            """),
    ])

    static let timeZones = ManSection("TIME ZONES AND DAYLIGHT SAVING", [
        .paragraph("""
            Times are wall-clock times in the user's zone (TZ, else /etc/localtime), so an 08:00 dose stays at 08:00 \
            after travel; a schedule may be pinned to a named zone instead. Day and longer repetitions keep the \
            wall-clock time across daylight-saving changes; minute and hour repetitions count elapsed time.
            """),
        .paragraph("""
            A time that falls in a daylight-saving gap happens as much later as the gap is long: 02:30 on a \
            spring-forward night in Berlin is 03:30, and on Lord Howe Island, where the clock moves by 30 minutes, \
            02:15 becomes 02:45. A dose is never silently dropped. A time that occurs twice on a fall-back night \
            happens once, at the first. Zone rules come from the tz database in /usr/share/zoneinfo, including the \
            rule for years after its table, so dates such as 2100 and 2400 follow the zone's current rule.
            """),
    ])

    static let taskStyles = ManSection("TASK STYLES", [
        .paragraph("Each task is shown in one of five styles, which follow the task views of CareKit, Apple's open-source framework for care-plan apps:"),
        .definitions(.literal, [
            ManDefinition("simple", "A one-step task: title, schedule and a box that is filled when done; on a day with several doses, a numbered row and box for each and the count, as in a checklist."),
            ManDefinition("instructions", "As simple, with the instructions below."),
            ManDefinition("log", "Events logged whenever they happen (tend log); they do not count toward adherence."),
            ManDefinition("checklist", "One numbered row per occurrence of the day, each with its box and when it was done."),
            ManDefinition("grid", "One compact cell per occurrence, several to a line."),
        ]),
        .paragraph("""
            Overdue occurrences are marked 'overdue', the next one 'next' with a ▶; colour, when on, only repeats what \
            these words and symbols say. Colour is on for a terminal unless NO_COLOR is set or TERM is dumb; \
            --color always or never decides otherwise. A task's own colour, for its title and its group's heading, is \
            set with --tint.
            """),
        .paragraph("""
            On a plain terminal everything tend draws is ASCII: [x] and [ ] for the boxes, > for the next occurrence, \
            # and - for the progress bar, - for rules, ... for cut text and ; between parts. That happens with --ascii, \
            with TERM=dumb, and when the locale (the first of LC_ALL, LC_CTYPE and LANG that is set, else POSIX) is not \
            UTF-8, as under LANG=C. Titles, notes and labels are printed as they were typed; Markdown and JSON stay UTF-8.
            """),
        .paragraph("""
            People read one style of day, Tue 1 Dec 2026, and of time, 08:00, without seconds, in tables and in \
            sentences alike (confirmations and errors included); ISO 8601 stamps are for JSON and schedule expand.
            """),
    ])

    static let doseSafety = ManSection("DOSE SAFETY", [
        .paragraph("""
            A task can carry its plan's own limits: --max-per-day N, the most doses recorded on one local day, and \
            --min-interval, the least time between two recorded doses (4h, 90m); none removes either with tend edit. \
            tend done refuses a dose, records nothing and exits 65, when it would:
            """),
        .definitions(.plain, [
            ManDefinition("in the future", "be recorded at a time later than now (--at 23:30 at 21:00)."),
            ManDefinition("typed twice", "come within 15 minutes of another recorded dose of the task, so that tend done typed twice does not record the next dose."),
            ManDefinition("too soon", "come closer to another recorded dose, before or after it, than --min-interval."),
            ManDefinition("too many", "exceed --max-per-day on the local day of the dose."),
            ManDefinition("too early", "be recorded more than an hour before the occurrence's scheduled time."),
        ]),
        .paragraph("""
            The message says why and when the dose could be recorded; --force records it all the same. Doing a done \
            occurrence again is not refused: it says when it was done and changes nothing.
            """),
    ])

    static let jsonOutput = ManSection("JSON OUTPUT", [
        .paragraph("""
            Every command that reads prints JSON with --json (summary --format json is the same), and so do done, log, \
            undo and config. Each document is an object whose first key is version (now 1), the version of the \
            vocabulary; every key is always there, null when it does not apply. id is an object's own identifier, task \
            the id of the task an object belongs to. Moments are ISO 8601 with the UTC offset of the user's zone; start \
            and end are when an occurrence is due, doneAt when it was done, at when a logged event happened. index \
            counts an occurrence in its schedule version from 0, number in its day from 1; scheduleVersion is the \
            version. A value is {value, unit}. The shapes:
            """),
        .definitions(.literal, [
            ManDefinition("occurrence", "{index, start, end, allDay, label}; a task's occurrence adds task and scheduleVersion."),
            ManDefinition("completion", "{task, scheduleVersion, index, start, doneAt, note, values: [value]}."),
            ManDefinition("log entry", "{id, task, at, value, note}."),
            ManDefinition("adherence", "{done, expected, percent}; percent is null when nothing was due."),
        ]),
        .paragraph("The documents, after version:"),
        .definitions(.literal, [
            ManDefinition("list", "{tasks: [{id, title, instructions, group, style, color, schedule, target, countsTowardAdherence, createdAt, removedAt}]}."),
            ManDefinition("show", "A task as in list, plus leadSeconds, maxPerDay, minIntervalSeconds, versions: [{scheduleVersion, effectiveFrom, schedule}], next: [occurrence], completions and log of the last 14 days, alerts: [rule as written] and contacts: [{id, name}]."),
            ManDefinition("today", "{date, progress: {done, expected}, tasks: [{id, title, group, style, countsTowardAdherence, occurrences: [occurrence with number, status, doneAt], log: [entry]}]}; status is done, overdue, next, upcoming or missed."),
            ManDefinition("next", "{occurrences: [occurrence with title, status]}; status is overdue or upcoming."),
            ManDefinition("schedule explain", "{schedule, zone, total, next: [occurrence]}; total is null for an endless schedule."),
            ManDefinition("schedule expand", "{zone, occurrences: [occurrence]}."),
            ManDefinition("summary", "{from, to, overall, tasks: [{id, title, adherence}], days: [{date, adherence}], missed: [{task, title, date, time, label}]}."),
            ManDefinition("done", "{recorded, completion}: recorded is false when it was done already."),
            ManDefinition("log", "{entry}."),
            ManDefinition("undo", "{undone: action} or, with --list, {actions: [action]}: {kind, task, completion, entry, edit, removedAt, undo}."),
            ManDefinition("contact list", "{contacts: [contact]}: {id, name, nameParts: {prefix, given, family, suffix}, title, role, organization, category, phones, messagingNumbers, emails (each [{label, value}] in the order given), address, coordinates: {latitude, longitude}, note}."),
            ManDefinition("contact show", "A contact as in contact list, plus tasks: [{id, title, removed}]."),
            ManDefinition("check", "{database, sound}; with --repair, and when the charts' aggregates were built again, also repaired: {doneMasks, logTallies}, the blocks and hours that were wrong."),
            ManDefinition("config", "{file, fileExists, settings: [{name, value, source, line}]}."),
        ]),
    ])

    static let exportAndImport = ManSection("EXPORT AND IMPORT", [
        .paragraph("""
            tend export --ics writes the plan as one iCalendar file (RFC 5545): a VTODO for each part of each task's \
            schedule, clipped to the time each schedule version was in effect, so the past stays as it was; the parts \
            of one task share a RELATED-TO. Every completion is an override with the same UID, a RECURRENCE-ID, \
            STATUS:COMPLETED, COMPLETED (UTC) and PERCENT-COMPLETE:100; a note and values travel in X-TEND- \
            properties, as do the task's id, style, target and limits. Schedules that follow your zone are floating \
            times (the same wall-clock time wherever the calendar is); pinned ones carry a TZID and its VTIMEZONE, \
            made from the zone's current rule; elapsed ones (every 8 hours) are in UTC. --events writes VEVENTs with \
            a VALARM at the reminder lead time instead, and no completions. Lines are folded at 75 octets, with CRLF. \
            -o FILE writes a new owner-only file that appears once complete; like every file tend writes for you \
            (export, backup, contact export, chart --svg and --png), an existing FILE is replaced only with --force, \
            and never the database itself, a symbolic link or anything but a regular file (exit 73).
            """),
        .paragraph("""
            tend import FILE.ics reads VEVENT and VTODO components with RRULE, EXDATE, RDATE, DTSTART or DUE, \
            DURATION or DTEND, TZID (IANA names, Windows names as Outlook writes them, or a VTIMEZONE's \
            X-LIC-LOCATION) and all-day dates. Completed overrides become completions, cancelled ones exceptions, \
            moved ones an exception and an extra date. What tend cannot hold (a VJOURNAL, an unknown zone, a \
            RANGE override, a line that cannot be read) is listed with its line and the reason, and skipped. \
            Everything is added in one transaction; --dry-run shows it and changes nothing. A task's id comes from \
            the file's X-TEND-TASK or from its title and UID, so importing the same file again adds nothing.
            """),
        .paragraph("""
            A file that cannot be read as a whole is refused with its line and exit status 65, and nothing is \
            imported: larger than 16 MiB, binary, not UTF-8, cut short, not a VCALENDAR, a VTIMEZONE whose offsets \
            contradict its TZID, an RRULE tend refuses. docs/icalendar.md in the source describes every decision.
            """),
    ] + backupBlocks)

    static let files = ManSection("FILES", [
        .definitions(.path, [
            ManDefinition("$XDG_DATA_HOME/tend/tend.db", "The database (default ~/.local/share/tend/tend.db), created owner-only (0600, its directory 0700); --db and TEND_DB choose another."),
            ManDefinition("$XDG_CONFIG_HOME/tend/config", "The reminder daemon's settings (default ~/.config/tend/config); see CONFIGURATION FILE."),
            ManDefinition("<database>.daemon.lock", "Held by the running daemon, so that only one reminds from a database; it holds the daemon's process id."),
            ManDefinition("$PREFIX/lib/systemd/user/tend.service", "The systemd user unit that 'make install' installs: systemctl --user enable --now tend."),
            ManDefinition("$PREFIX/libexec/tend/tend-notify", "The libnotify helper the daemon starts for desktop popups (also looked for beside tend)."),
        ]),
    ])

    static let environment = ManSection("ENVIRONMENT", [
        .definitions(.environment, [
            ManDefinition("TZ", "The user's time zone (Europe/Berlin, :Europe/Berlin, a file path, or a POSIX rule such as EST5EDT). Unset: /etc/localtime."),
            ManDefinition("TZDIR", "Where the tz database is; default /usr/share/zoneinfo."),
            ManDefinition("TEND_NOW", "Pretend the current time is this (2026-12-01T08:00), like --now."),
            ManDefinition("TEND_DB", "The database file, like --db."),
            ManDefinition("XDG_DATA_HOME", "Where the default database lives (tend/tend.db below it)."),
            ManDefinition("NO_COLOR", "When set and not empty, no colour unless --color always."),
            ManDefinition("COLUMNS", "The width of the output, when not the terminal's."),
            ManDefinition("LC_ALL, LC_CTYPE, LANG", "The first one set names the locale; unless it is UTF-8 (C.UTF-8, en_GB.UTF-8), tend draws with ASCII, as with --ascii."),
            ManDefinition("TERM", "dumb: no colour (unless --color always) and ASCII only."),
            ManDefinition("XDG_CONFIG_HOME", "Where the daemon's configuration file lives (tend/config below it)."),
            ManDefinition("DBUS_SESSION_BUS_ADDRESS", "The D-Bus session bus of the desktop; without it (or $XDG_RUNTIME_DIR/bus) the auto backend prints reminders."),
            ManDefinition("TEND_CLOCK_SPEED", "With TEND_NOW or --now, how many seconds pass on the daemon's clock per real second (60: an hour a minute); for tests and demonstrations."),
            ManDefinition("TEND_CLOCK_FILE", "With TEND_NOW or --now, a file that sets the daemon's clock: each time it is written, the daemon's clock jumps to the date and time in it (written as for TEND_NOW) and runs on from there, and the daemon takes it as a change of the wall clock; for tests of clock changes and suspends."),
            ManDefinition("TEND_BUSY_TIMEOUT_MS", "How many milliseconds opening or writing the database waits for another process's lock before giving up (exit 75), instead of 20 seconds; for tests."),
        ]),
    ])

    static let reminders = ManSection("REMINDERS", [
        .paragraph("""
            tend daemon sends a reminder when an occurrence comes due: at its start, or a lead time earlier (--lead, or \
            the task's own lead time); all-day occurrences at the all-day time. It sleeps until the next reminder is \
            due, with no polling, and wakes within a second when the database changes, so that a dose done from the \
            shell is never reminded of and a task added for a minute from now is. Its alarm is on the wall clock: it \
            rings on time across a suspend, and a resume or a change of the clock, forward or back, makes the daemon \
            plan again at once. Where the system refuses that alarm, the daemon never sleeps longer than a minute.
            """),
        .paragraph("""
            An occurrence still not done is reminded again every nag interval (30 minutes; 0 turns it off), up to the \
            nag limit (3), until the task's next occurrence comes due; the new popup replaces the old one. A reminder \
            sent after the occurrence started is critical. Done, the default action (a click), records the occurrence \
            as tend done does; Snooze reminds again after the snooze time; log tasks offer Log, which logs an event \
            as tend log does.
            """),
        .paragraph("""
            Reminders that came due while the daemon was stopped or the machine slept are sent once when it returns, \
            if they are no older than the catch-up window (12 hours); more than three come as one popup. What was sent \
            is recorded in the database per occurrence, so a restart, a crash or a second daemon never sends it again, \
            and only one daemon runs per database. In quiet hours nothing is sent: reminders wait until they end, or \
            with --quiet-mode skip those that come due then are dropped.
            """),
        .paragraph("""
            A task's missed N doses alert rules (see CONTACTS) are acted on too: when the N-th occurrence in a row \
            with nothing recorded becomes missed, one critical alert names the contact, with a Call, Message or \
            Email button that opens its link. Quiet hours hold alerts until they end, even with --quiet-mode skip. \
            A value logged while the daemon runs that meets a rule of its task brings the same alert at once.
            """),
        .subsection("Backends"),
        .definitions(.literal, [
            ManDefinition("libnotify", "Desktop popups through libnotify and the session bus (by the helper tend-notify): app name tend, summary the task and time, body the label and instructions, category x-tend.reminder, the x-dunst-stack-tag hint. Without a bus or notification server one warning is printed, reminders go to the fallback, and libnotify is tried again a minute later. When the helper ends while popups are showing (a crash, a kill), the daemon starts a new one at once that shows them again in place, so that their buttons keep working; helpers that keep ending are started at most once per 5 seconds, and given up on after three tries."),
            ManDefinition("command", "Runs the configured program, without a shell, with its own arguments, then the summary and the body; TEND_KIND (due, caught-up, nag, snoozed, folded, alert), TEND_URGENCY, TEND_SUMMARY, TEND_BODY, TEND_SENT_AT, TEND_TAG, TEND_COUNT, TEND_TASK_IDS and, for one occurrence, TEND_TASK_ID, TEND_TASK_TITLE, TEND_START, TEND_VERSION (the schedule version), TEND_INDEX (the occurrence's index, from 0), TEND_STYLE, TEND_LABEL, TEND_INSTRUCTIONS, TEND_GROUP describe it; an alert that names a contact adds TEND_CONTACT_ACTION (call, message, email), TEND_CONTACT_VALUE (the number or address) and TEND_LINK (the tel:, sms: or mailto: link). Setting command = notify-send works as it is."),
            ManDefinition("print", "One line per reminder on standard output: time, kind, summary, details and tag; an alert has its link in angle brackets before the tag."),
        ]),
        .paragraph("""
            SIGTERM and SIGINT stop the daemon within a second; SIGHUP rereads the configuration file and the time \
            zone. tend daemon --once sends what is due and exits, for a systemd timer or cron. Messages go to standard \
            error (the journal under systemd).
            """),
    ])

    static let configurationFile = ManSection("CONFIGURATION FILE", [
        .paragraph("""
            $XDG_CONFIG_HOME/tend/config (else ~/.config/tend/config) holds one key = value per line; lines starting \
            with # are comments. The keys are the long options of tend daemon without their dashes; options override \
            the file, and tend config shows each setting's value and where it came from. tend config --init writes the \
            file with every setting documented at its default. Because the file may name a program to run, tend reads \
            it only when it belongs to the user and no one else can change it, and creates it owner-only (0600).
            """),
        .literal("""
            backend = libnotify
            lead = 10m
            nag-interval = 20m
            quiet-hours = 22:00-07:00
            """),
    ])

    static let exitStatus = ManSection("EXIT STATUS", [
        .definitions(.plain, [
            ManDefinition("0", "Success, also after printing help or the version."),
            ManDefinition("1", "summary --fail-if-missed: something was missed. Otherwise a failure no code below names, such as an unknown task id or a task that already exists."),
            ManDefinition("64", "A usage error: an unknown command or option, a missing or invalid value, a schedule that cannot be read (EX_USAGE)."),
            ManDefinition("65", "A dose refused by the dose safety rules (see DOSE SAFETY; nothing was recorded, and --force records it), a --at outside the times a dose or log entry can have happened (even with --force), or a database that is not tend's: not an SQLite file, another program's, damaged, from a newer tend, hard-linked (more than one name), or, from tend check, a stored schedule that no longer reads or charts' aggregates that disagree with their rows (tend check --repair builds them again); or a file given to tend import that is not a tend export or that the database refuses, named by line and column (EX_DATAERR). The file is left as it was."),
            ManDefinition("66", "No database at the path --db or TEND_DB names (tend add and tend daemon create one), or the file cannot be opened or read, or is a symbolic link to nothing; or the file given to tend import cannot be read (EX_NOINPUT)."),
            ManDefinition("71", "The system did not give tend its arguments (no readable /proc, no free file descriptor); nothing was done (EX_OSERR)."),
            ManDefinition("72", "From tend check: a time zone a schedule is pinned to cannot be read on this machine (EX_OSFILE). The other commands leave such a schedule, or one that no longer reads, out with a warning."),
            ManDefinition("73", "The database cannot be created: its directory does not exist or cannot be made; or a file tend writes for you (export -o, backup, contact export -o or --vdir, chart --svg or --png) exists (without --force), is a symbolic link or not a regular file, is the database itself, or cannot be created; nothing is written (EX_CANTCREAT)."),
            ManDefinition("74", "The output, a file tend writes for you, or the database could not be written (a full disk, a failing disk); nothing is left half-written at the file's path, and anything the command recorded is saved (EX_IOERR)."),
            ManDefinition("75", "Another process kept the database locked for longer than tend waits (20 seconds); try again (EX_TEMPFAIL)."),
            ManDefinition("77", "The database or its directory cannot be written by this user (EX_NOPERM)."),
            ManDefinition("78", "Neither HOME nor XDG_DATA_HOME says where the default database is, and no --db or TEND_DB was given (EX_CONFIG)."),
        ]),
        .paragraph("The daemon's own failures (its configuration file, its lock) exit 1."),
    ])

    static let examples = ManSection("EXAMPLES", [
        .paragraph("Add a medicine four times a day and record the next dose:"),
        .literal("tend add Ibuprofen --schedule '4 times a day' --group medication\ntend done ibuprofen"),
        .paragraph("Move the evening dose to 21:00 from tomorrow; the past keeps the old schedule:"),
        .literal("tend edit ibuprofen --schedule 'daily at 08:00, 12:00, 16:00 and 21:00' --from tomorrow"),
        .paragraph("Mail last week's summary every Monday at 07:00 (crontab), failing when a dose was missed. Cron's PATH is /usr/bin:/bin, so the line names tend where make install puts it ($PREFIX/bin, /usr/local/bin by default):"),
        .literal("0 7 * * 1  /usr/local/bin/tend summary --week --format markdown --fail-if-missed"),
        .paragraph("See a schedule in words and its next five occurrences:"),
        .literal("tend schedule explain 'daily at 08:00 \"Morning\" and 20:00 \"Evening\" for 10 days'"),
        .paragraph("List the occurrences of December in Tokyo time, as JSON:"),
        .literal("tend schedule expand '4 times a day' --from 2026-12-01 --to 2027-01-01 --tz Asia/Tokyo --json"),
        .paragraph("Expand an RFC 5545 rule:"),
        .literal("tend schedule expand --rrule 'FREQ=MONTHLY;BYDAY=-1FR' --dtstart 2026-12-01T17:00 \\\n    --from 2026-12-01 --to 2027-12-01"),
    ])

    static let bugs = ManSection("BUGS", [
        .paragraph("Known not to work:"),
        .bullets([
            "Schedules are read in English only.",
            "Reminders come only from a running daemon; occurrences more than 12 hours past when it starts again are not reminded.",
            "The database is one local file; there is no sync between machines.",
        ]),
        .paragraph("""
            Report a bug in the issue tracker of the repository tend came from, with the command line, the output of \
            tend --version, and for a schedule the output of tend schedule explain.
            """),
    ])

    static let seeAlso = ManSection("SEE ALSO", [
        .paragraph("remind(1), calcurse(1), notify-send(1), crontab(5), systemd.unit(5)"),
    ])
}
