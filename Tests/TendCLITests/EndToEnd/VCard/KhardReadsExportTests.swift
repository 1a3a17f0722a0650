import Foundation
import Testing

/// A real khard (Debian's `khard`, installed by `make deps`) reads tend's vdir export: its
/// contact table and its YAML view of each contact hold every field tend wrote.
@Suite struct KhardReadsExportTests {
    static let khard = "/usr/bin/khard"

    /// Runs khard with a configuration whose one address book is `vdir`.
    private func khard(_ arguments: [String], vdir: String, scratch: VCardScratch) throws -> TendProcess.Result {
        let configuration = scratch.path("khard.conf")
        try """
            [addressbooks]
            [[care]]
            path = \(vdir)

            [general]
            default_action = list
            editor = /bin/false
            merge_editor = /bin/false

            [contact table]
            display = formatted_name
            sort = formatted_name
            show_uids = no

            [vcard]
            preferred_version = 3.0
            skip_unparsable = no

            """.write(toFile: configuration, atomically: true, encoding: .utf8)
        return try TendProcess.run(["-c", configuration] + arguments, environment: ["HOME": scratch.directory.path],
                                   executable: Self.khard)
    }

    /// khard's YAML without its comments and blank lines.
    private func fields(_ yaml: String) -> String {
        yaml.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .joined(separator: "\n")
    }

    @Test func khardReadsEveryFieldOfTheExport() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.khard), "khard is missing: run 'make deps' (Debian khard)")
        let scratch = try VCardScratch()
        defer { scratch.remove() }
        try scratch.add(VCardScratch.careTeam)
        let vdir = scratch.path("vdir")
        #expect(try TendProcess.run(["contact", "export", "--vdir", vdir], environment: scratch.environment()).status == 0)

        let list = try khard(["list"], vdir: vdir, scratch: scratch)
        #expect(list.status == 0)
        #expect(list.stderr == "")
        // khard pads the table's columns; the padding at the end of a line is not compared.
        let rows = list.stdout.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(rows == [
            "Address book: care",
            "Index    Name         Phone                          Email",
            "1        Dr. 佐藤 花子    work, pref: +81 3-1234-5678    work: sato@example.jp",
            "2        Mum          home: +44 20 7946 0000         internet: yoko@example.org",
        ])

        let sato = try khard(["show", "--format", "yaml", "uid:tend-dr-sato"], vdir: vdir, scratch: scratch)
        #expect(sato.status == 0)
        #expect(fields(sato.stdout) == """
            Formatted name: Dr. 佐藤 花子
            Prefix: Dr.
            First name: 花子
            Additional:
            Last name: 佐藤
            Suffix:
            Nickname:
            Anniversary:
            Birthday:
            Organisation:
              -   - Marunouchi Clinic
            Title: General practitioner
            Role: prescribes the painkillers
            Phone:
                cell, text: +81 90-1234-5678
                clinic:
                  - +81 3-1234-0000
                  - +81 3-1234-0001
                work, pref: +81 3-1234-5678
            Email:
                work: sato@example.jp
            Address:
                home:
                    Box:
                    Extended:
                    Street: |-
                        1-2-3 Marunouchi
                        Chiyoda-ku, Tokyo
                    Code:
                    City:
                    Region:
                    Country:
            Categories: care-team
            Webpage:
            Private:
            Note: Afternoons only; bring the pain diary, please.
            """)

        let mum = try khard(["show", "--format", "yaml", "uid:tend-mum"], vdir: vdir, scratch: scratch)
        #expect(fields(mum.stdout).contains("""
            Phone:
                home: +44 20 7946 0000
                text: +44 7700 900123
            """))
    }
}
