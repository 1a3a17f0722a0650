import Foundation
import Testing
import TendCore

/// `tend contact export` and `tend contact import` end to end, on the real binary and a real
/// database: tend → vCard → tend is exact, a vdir holds one owner-only file per contact, cards
/// from elsewhere come in with a report of what tend keeps, and bad input changes nothing.
@Suite struct ContactVCardTests {
    @Test func tendToVCardToTendIsExact() throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let export = try TendProcess.run(["contact", "export", "-o", scratch.path("team.vcf")], environment: scratch.environment())
        #expect(export.status == 0)
        #expect(export.stdout == "Exported 2 contacts to '\(scratch.path("team.vcf"))'.\n")
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.path("team.vcf"))[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let other = scratch.environment(database: "other.db")
        let imported = try TendProcess.run(["contact", "import", scratch.path("team.vcf")], environment: other)
        #expect(imported.status == 0)
        #expect(imported.stdout == "Imported 2 contacts: dr-sato, mum.\n")
        #expect(try scratch.contacts(database: "other.db") == scratch.contacts())
        let again = try TendProcess.run(["contact", "export"], environment: other)
        #expect(again.stdout == (try String(contentsOfFile: scratch.path("team.vcf"), encoding: .utf8)))
    }

    @Test func oneContactToStandardOutput() throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let export = try TendProcess.run(["contact", "export", "mu"], environment: scratch.environment())
        #expect(export.stdout == """
            BEGIN:VCARD\r
            VERSION:3.0\r
            PRODID:-//tend//tend//EN\r
            UID:tend-mum\r
            FN:Mum\r
            N:Tanaka;Yoko;;;\r
            CATEGORIES:family\r
            TEL;TYPE=home:+44 20 7946 0000\r
            TEL;TYPE=text:+44 7700 900123\r
            EMAIL:yoko@example.org\r
            END:VCARD\r

            """)
    }

    @Test func aVdirHoldsOneOwnerOnlyFilePerContactNamedByItsUID() throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let env = scratch.environment()
        #expect(try TendProcess.run(["contact", "import", VCardScratch.fixture("nextcloud-3.0.vcf")], environment: env).status == 0)
        let vdir = scratch.path("vdir")
        let export = try TendProcess.run(["contact", "export", "--vdir", vdir], environment: env)
        #expect(export.stdout == "Exported 3 contacts to '\(vdir)', one .vcf file each.\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: vdir).sorted()
        #expect(names == ["b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10.vcf", "tend-dr-sato.vcf", "tend-mum.vcf"])
        for name in names {
            let mode = try FileManager.default.attributesOfItem(atPath: vdir + "/" + name)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
        #expect(try FileManager.default.attributesOfItem(atPath: vdir)[.posixPermissions] as? Int == 0o700)

        // The vdir read back into another plan gives the same contacts; read into this one, it
        // is refused until --replace, which changes nothing.
        let other = scratch.environment(database: "other.db")
        let imported = try TendProcess.run(["contact", "import", vdir], environment: other)
        #expect(imported.stdout == "Imported 3 contacts: kim-nurse, dr-sato, mum.\n"
            + "'\(vdir)/b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10.vcf' line 16: X-SOCIALPROFILE kept as it is: tend has no field for it, and writes it back on export.\n"
            + "'\(vdir)/b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10.vcf' line 17: PHOTO kept as it is: tend has no field for it, and writes it back on export.\n")
        #expect(try scratch.contacts(database: "other.db") == scratch.contacts())
        let before = try BadInputTests.dump(scratch.path("tend.db"))
        let refused = try TendProcess.run(["contact", "import", vdir], environment: env)
        #expect(refused.status == 65)
        #expect(refused.stderr == """
            Error: 3 cards are of contacts already in the plan, so nothing was imported; add --replace to update them from the cards.
              '\(vdir)/b1d2e8a4-6c3f-4a55-9d8e-3f4c9a2e7b10.vcf' line 1: kim-nurse (Kim Nurse)
              '\(vdir)/tend-dr-sato.vcf' line 1: dr-sato (Dr. 佐藤 花子)
              '\(vdir)/tend-mum.vcf' line 1: mum (Mum)

            """)
        #expect(try BadInputTests.dump(scratch.path("tend.db")) == before)
        let replaced = try TendProcess.run(["contact", "import", "--replace", vdir], environment: env)
        #expect(replaced.stdout.hasPrefix("Updated 3: kim-nurse, dr-sato, mum.\n"))
        #expect(try scratch.contacts(database: "other.db") == scratch.contacts())
    }

    @Test func cardsFromElsewhereAreReportedByLine() throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        let file = VCardScratch.fixture("khard-3.0.vcf")
        let imported = try TendProcess.run(["contact", "import", file], environment: scratch.environment())
        #expect(imported.status == 0)
        #expect(imported.stderr == "")
        #expect(imported.stdout == """
            Imported 2 contacts: dr-hanako-sato, 佐藤-花子.
            '\(file)' line 3: PRODID dropped: it is the stamp of the program that wrote the card.
            '\(file)' line 17: BDAY kept as it is: tend has no field for it, and writes it back on export.
            '\(file)' line 22: PRODID dropped: it is the stamp of the program that wrote the card.

            """)
        let export = try TendProcess.run(["contact", "export", "dr-h"], environment: scratch.environment())
        #expect(export.stdout.contains("UID:6f1c1b1e-8a53-4a8f-9d1e-2f3c4b5a6d7e\r\n"))
        #expect(export.stdout.contains("ADR;TYPE=work:;;1-2-3 Marunouchi;Chiyoda-ku;Tokyo;100-0005;Japan\r\n"))
        #expect(export.stdout.contains("BDAY:19700315\r\n"))
    }

    static let badFiles: [(name: String, text: String, stderr: String)] = [
        ("fold.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dr. Sato\r\nNOTE:a note that was fol\r\nded badly\r\nEND:VCARD\r\n",
         " line 5: the line has no ':' between its name and its value (a folded line whose continuation lost its leading space?); "
         + "nothing was imported."),
        ("old.vcf", "BEGIN:VCARD\nVERSION:2.1\nFN:Dr. Sato\nEND:VCARD\n",
         " line 2: the card is vCard 2.1; tend reads 3.0 and 4.0, so export it again as one of those; nothing was imported."),
        // The first card is good: it is not imported either.
        ("cut.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:A\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:B\n",
         " line 5: BEGIN:VCARD is never closed by END:VCARD (the file is cut short); nothing was imported."),
        ("empty.vcf", "\n", ": it holds no vCard (no BEGIN:VCARD); export the contacts from your address book as a .vcf file; "
         + "nothing was imported."),
        ("photo.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:A\nPHOTO:" + String(repeating: "A", count: 10_000_000) + "\nEND:VCARD\n",
         ": the file is larger than 8 MiB; nothing was imported."),
    ]

    @Test(arguments: badFiles)
    func aBadFileIsRefusedWholeWithItsLine(_ bad: (name: String, text: String, stderr: String)) throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let before = try BadInputTests.dump(scratch.path("tend.db"))
        let file = scratch.path(bad.name)
        try bad.text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try TendProcess.run(["contact", "import", file], environment: scratch.environment())
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: '\(file)'" + bad.stderr + "\n")
        #expect(try BadInputTests.dump(scratch.path("tend.db")) == before)
    }

    @Test func aCardOfAContactThatExistsIsRefused() throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let before = try BadInputTests.dump(scratch.path("tend.db"))
        let file = scratch.path("mum.vcf")
        try "BEGIN:VCARD\nVERSION:4.0\nFN:Nurse Kim\nEND:VCARD\nBEGIN:VCARD\nVERSION:4.0\nFN:Mum\nTEL:+44 1\nEND:VCARD\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try TendProcess.run(["contact", "import", file], environment: scratch.environment())
        #expect(result.status == 65)
        #expect(result.stderr == """
            Error: A card is of a contact already in the plan, so nothing was imported; add --replace to update it from the cards.
              '\(file)' line 5: mum (Mum)

            """)
        #expect(try BadInputTests.dump(scratch.path("tend.db")) == before)
    }

    @Test(arguments: [
        (["contact", "export", "-o", "@a.vcf", "--vdir", "@d"], 64, "Error: Give --output or --vdir, not both.\n"),
        (["contact", "export", "--force"], 64, "Error: --force replaces the --output file; give --output too.\n"),
        (["contact", "export", "mun"], 64, "Error: No contact 'mun'. Did you mean 'mum'?\n"),
        (["contact", "export", "-o", "@tend.db"], 73, "Error: '@tend.db' is the database itself; choose another file.\n"),
        (["contact", "import", "@missing.vcf"], 66,
         "Error: Cannot read '@missing.vcf': No such file or directory; give a .vcf file or a directory of them.\n"),
        (["contact", "import", "@"], 66, "Error: The directory '@' holds no .vcf files; give a .vcf file or a vdir.\n"),
    ])
    func badArguments(_ arguments: [String], _ status: Int32, _ stderr: String) throws {
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let before = try BadInputTests.dump(scratch.path("tend.db"))
        // `@name` is a file in the scratch directory.
        let inScratch = { (text: String) in text.replacingOccurrences(of: "@", with: scratch.directory.path + "/") }
        let result = try TendProcess.run(arguments.map(inScratch), environment: scratch.environment())
        #expect(result.status == status)
        #expect(result.stderr == inScratch(stderr))
        #expect(try BadInputTests.dump(scratch.path("tend.db")) == before)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("a.vcf")))
    }
}
