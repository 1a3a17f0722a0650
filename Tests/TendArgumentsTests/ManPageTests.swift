import Foundation
import Testing
@testable import TendArguments

@Suite struct ManPageTests {
    static let page = ManPageRenderer.render(
        SampleSpec.root,
        date: "November 30, 2026",
        sections: [
            ManSection("DESCRIPTION", [
                .paragraph("tend keeps a care plan. It shows what is due today.\n\nA back\\slash and a line that starts with\n.a dot stay text."),
            ]),
            ManSection("SCHEDULE LANGUAGE", [
                .paragraph("Schedules read like English:"),
                .literal("daily at 08:00\n.5 is not a request\n\nevery 6 hours from 06:00"),
                .subsection("Bounds"),
                .paragraph("Any schedule may end:"),
                .bullets(["with until DATE;", "with for N days. Or for N times."]),
                .definitions(.literal, [ManDefinition("4x daily", "Four times over the waking day.")]),
            ]),
            ManSection("ENVIRONMENT", [.definitions(.environment, [ManDefinition("TEND_DB", "The database file.")])]),
            ManSection("FILES", [.definitions(.path, [ManDefinition("~/.local/share/tend/tend.db", "The database.")])]),
            ManSection("EXIT STATUS", [
                .definitions(.plain, [
                    ManDefinition("0", "Success, also after help and the version."),
                    ManDefinition("1", "A failure."),
                    ManDefinition("64", "A usage error."),
                ]),
            ]),
            ManSection("EXAMPLES", [.paragraph("Add a task:"), .literal("tend add Ibuprofen --schedule '4 times a day'")]),
        ]
    )

    @Test func passesMandocLint() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "tend-\(UUID().uuidString).1")
        try Data(Self.page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/mandoc")
        process.arguments = ["-Tlint", "-Wstyle", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let messages = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(messages == "")
        #expect(process.terminationStatus == 0)
    }

    @Test func headerAndSynopsis() {
        #expect(Self.page.hasPrefix("""
            .\\" Generated from the command declarations of tend; do not edit by hand.
            .Dd November 30, 2026
            .Dt TEND 1
            .Os
            .Sh NAME
            .Nm tend
            .Nd "Care plans and reminders in the terminal"
            .Sh SYNOPSIS
            .Nm
            .Op Fl -db Ar path
            .Op Fl -color Ar when
            .Ar command
            .Nm
            .Fl -version
            .Nm
            .Cm help
            .Op Ar command ...
            .Sh DESCRIPTION
            tend keeps a care plan.
            It shows what is due today.
            .Pp
            A back\\eslash and a line that starts with
            \\&.a dot stay text.
            .Pp
            The options are as follows:
            .Bl -tag -width Ds
            .It Fl -db Ar path
            The database file.
            """))
    }

    @Test func everyVisibleCommandHasItsSubsection() {
        for name in ["today", "add", "done", "list", "schedule", "schedule explain", "export"] {
            #expect(Self.page.contains("\n.Ss tend \(name)\n"))
        }
        #expect(!Self.page.contains("__complete"))
    }

    @Test func commandEntry() {
        #expect(Self.page.contains("""
            .Ss tend add
            .Nm
            .Cm add
            .Fl -schedule Ar schedule
            .Op Fl -style Ar style
            .Op Fl -target Ar n
            .Op Fl -tag Ar tag No ...
            .Op Fl -id Ar id
            .Ar title
            .Pp
            Add a task.
            .Pp
            Without --style, the style follows from the schedule.
            .Bl -tag -width Ds
            .It Ar title
            What to do, as the task list shows it.
            .It Fl s , Fl -schedule Ar schedule
            When the task is due.
            .It Fl -style Ar style
            How the task is shown.
            (values: simple, instructions, log, checklist, grid)
            """))
        #expect(Self.page.contains("""
            .Pp
            Add a medicine taken four times a day.
            .Bd -literal -offset indent
            tend add Ibuprofen --schedule '4 times a day'
            .Ed
            """))
    }

    @Test func handWrittenSectionsInOrderAfterCommands() throws {
        let titles = Self.page.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }.map { String($0.dropFirst(4)) }
        #expect(titles == [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "SCHEDULE LANGUAGE",
            "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
        ])
        #expect(Self.page.contains(".It Ev TEND_DB\n"))
        #expect(Self.page.contains(".It Pa ~/.local/share/tend/tend.db\n"))
        #expect(Self.page.contains(".It Ql \"4x daily\"\n"))
        #expect(Self.page.contains(".Bd -literal -offset indent\ndaily at 08:00\n\\&.5 is not a request\n\nevery 6 hours"))
    }
}
