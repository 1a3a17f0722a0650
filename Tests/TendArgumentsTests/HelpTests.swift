import Testing
@testable import TendArguments

@Suite struct HelpTests {
    let root = SampleSpec.root

    @Test func rootHelp() {
        #expect(HelpRenderer.render(root, path: [], width: 80) == """
            OVERVIEW: Care plans and reminders in the terminal.

            USAGE: tend [--db <path>] [--color <when>] <subcommand>

            OPTIONS:
              --db <path>             The database file.
              --color <when>          When to use colour. (values: auto, always, never;
                                      default: auto)
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              today (default)         Show today's tasks.
              add                     Add a task.
              done                    Record a task as done.
              list                    List tasks.
              schedule                Work with schedules.
              export                  Write the plan to files.

              See 'tend help <subcommand>' for detailed help.

            TOPICS:
              schedules               How to write a schedule.

              See 'tend help <topic>' to read one.
            """)
    }

    @Test func topicIsItsManSectionAsText() {
        #expect(HelpRenderer.render(root, topic: "schedules", width: 80) == """
            SCHEDULE LANGUAGE

            Schedules are written in English words.

            Repetition:

              daily at 08:00          Every day at a time.

              tend add Walk --schedule 'daily at 08:00'

              - At most 64 parts.
            """)
        #expect(HelpRenderer.render(root, topic: "chart", width: 80) == nil)
    }

    @Test func helpOnHelpListsSubcommandsAndTopics() throws {
        let help = try #require(HelpRenderer.render(root, topic: "help", width: 80))
        #expect(help.hasPrefix("""
            OVERVIEW: Show the help of a subcommand, or a topic.

            USAGE: tend help [<subcommand> ...]
                   tend help <topic>

            SUBCOMMANDS:
              today                   Show today's tasks.
            """))
        #expect(help.hasSuffix("TOPICS:\n  schedules               How to write a schedule."))
    }

    @Test func commandHelpWithDiscussionLongLabelAndExamples() {
        #expect(HelpRenderer.render(root, path: ["add"], width: 80) == """
            OVERVIEW: Add a task.

            Without --style, the style follows from the schedule.

            USAGE: tend add --schedule <schedule> [--style <style>] [--target <n>] [--tag <tag> ...] [--id <id>] [--db <path>] [--color <when>] <title>

            ARGUMENTS:
              <title>                 What to do, as the task list shows it.

            OPTIONS:
              -s, --schedule <schedule>
                                      When the task is due.
              --style <style>         How the task is shown. (values: simple, instructions,
                                      log, checklist, grid)
              -n, --target <n>        How many to do each time.
              --tag <tag>             A tag; give several times for several tags.
              --id <id>               The id to type in later commands.
              --db <path>             The database file.
              --color <when>          When to use colour. (values: auto, always, never;
                                      default: auto)
              -h, --help              Show help information.

            EXAMPLES:
              Add a medicine taken four times a day.
                tend add Ibuprofen --schedule '4 times a day'
            """)
    }

    @Test func wrapsToANarrowTerminal() {
        #expect(HelpRenderer.render(root, path: ["done"], width: 50) == """
            OVERVIEW: Record a task as done.

            USAGE: tend done [--at <time>] [--value <value>] [--note <text>] [--db <path>] [--color <when>] <id> [<occurrence>]

            ARGUMENTS:
              <id>                    The task.
              <occurrence>            Which occurrence of the
                                      day.

            OPTIONS:
              --at <time>             When it was done.
              --value <value>         The value measured.
              --note <text>           A note to keep with the
                                      record.
              --db <path>             The database file.
              --color <when>          When to use colour.
                                      (values: auto, always,
                                      never; default: auto)
              -h, --help              Show help information.
            """)
    }

    @Test func nestedCommandPointsToNestedHelp() {
        let help = HelpRenderer.render(root, path: ["schedule"], width: 80)
        #expect(help.hasSuffix("""
            SUBCOMMANDS:
              explain                 Describe a schedule in words and show its next
                                      occurrences.

              See 'tend help schedule <subcommand>' for detailed help.
            """))
    }

    @Test func hiddenCommandsAreNotListed() {
        #expect(!HelpRenderer.render(root, path: [], width: 80).contains("__complete"))
    }

    @Test(arguments: [20, 40, 80, 200])
    func onlyUsageExamplesAndPointersOutgrowTheTerminal(width: Int) {
        for path in [[], ["add"], ["done"], ["schedule", "explain"]] {
            for line in HelpRenderer.render(root, path: path, width: width).split(separator: "\n")
            where !line.hasPrefix("USAGE:") && !line.hasPrefix("    tend ") && !line.hasPrefix("  See ") {
                #expect(line.count <= max(width, HelpRenderer.minimumWidth), "\(line)")
            }
        }
    }
}
