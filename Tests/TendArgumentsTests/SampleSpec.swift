@testable import TendArguments

/// A small `tend` used by the argument tests: a default subcommand, a nested command, a hidden
/// one, global options, every kind of option and argument, and an example.
enum SampleSpec {
    static let root = CommandSpec(
        "tend",
        abstract: "Care plans and reminders in the terminal.",
        version: "1.2.3",
        options: [
            .option("--db", value: "path", help: "The database file.", completion: .file, global: true),
            .option(
                "--color", value: "when", help: "When to use colour.", default: "auto",
                completion: .choices(["auto", "always", "never"]), global: true
            ),
        ],
        subcommands: [today, add, done, list, schedule, export, complete],
        defaultSubcommand: "today",
        topics: [HelpTopic("schedules", abstract: "How to write a schedule.", section: scheduleLanguage)]
    )

    static let scheduleLanguage = ManSection("SCHEDULE LANGUAGE", [
        .paragraph("Schedules are written in English words."),
        .subsection("Repetition"),
        .definitions(.literal, [ManDefinition("daily at 08:00", "Every day at a time.")]),
        .literal("tend add Walk --schedule 'daily at 08:00'"),
        .bullets(["At most 64 parts."]),
    ])

    static let today = CommandSpec(
        "today",
        abstract: "Show today's tasks.",
        options: [
            .option("--date", help: "The day to show instead of today."),
            .option("--group", value: "name", help: "Only tasks of this group."),
            .flag("--tomorrow", help: "Show tomorrow instead."),
            .flag("--json", short: "j", help: "Print JSON instead of text."),
        ]
    )

    static let add = CommandSpec(
        "add",
        abstract: "Add a task.",
        discussion: "Without --style, the style follows from the schedule.",
        arguments: [ArgumentSpec("title", help: "What to do, as the task list shows it.")],
        options: [
            .option("--schedule", short: "s", help: "When the task is due.", required: true),
            .option(
                "--style", help: "How the task is shown.",
                completion: .choices(["simple", "instructions", "log", "checklist", "grid"])
            ),
            .option("--target", short: "n", value: "n", help: "How many to do each time."),
            .option("--tag", help: "A tag; give several times for several tags.", repeating: true),
            .option("--id", help: "The id to type in later commands."),
        ],
        examples: [
            CommandExample("Add a medicine taken four times a day.", "tend add Ibuprofen --schedule '4 times a day'"),
        ]
    )

    static let done = CommandSpec(
        "done",
        abstract: "Record a task as done.",
        arguments: [
            ArgumentSpec("id", help: "The task.", completion: .taskID),
            ArgumentSpec("occurrence", help: "Which occurrence of the day.", optional: true),
        ],
        options: [
            .option("--at", value: "time", help: "When it was done."),
            .option("--value", help: "The value measured."),
            .option("--note", value: "text", help: "A note to keep with the record."),
        ]
    )

    static let list = CommandSpec(
        "list",
        abstract: "List tasks.",
        arguments: [ArgumentSpec("groups", help: "Only these groups.", optional: true, repeating: true)],
        options: [
            .flag("--all", short: "a", help: "Include removed tasks."),
            .flag("--long", short: "l", help: "Show every field."),
        ],
        suggestedFor: ["ls"]
    )

    static let schedule = CommandSpec(
        "schedule",
        abstract: "Work with schedules.",
        subcommands: [
            CommandSpec(
                "explain",
                abstract: "Describe a schedule in words and show its next occurrences.",
                arguments: [ArgumentSpec("schedule", help: "The schedule, such as 'daily at 8am'.")],
                options: [.option("--tz", value: "zone", help: "The time zone to read it in.", completion: .zone)]
            ),
        ]
    )

    static let export = CommandSpec(
        "export",
        abstract: "Write the plan to files.",
        options: [
            .option("--output", short: "o", value: "file", help: "The file to write.", completion: .file),
            .option("--into", value: "directory", help: "The directory to write into.", completion: .directory),
        ]
    )

    static let complete = CommandSpec(
        "__complete",
        abstract: "Print completion candidates.",
        arguments: [ArgumentSpec("kind", help: "What to list.")],
        isHidden: true
    )
}
