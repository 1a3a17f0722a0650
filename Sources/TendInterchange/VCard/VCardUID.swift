import TendCore

/// A card's `UID`, and the name of its file in a vdir: a card tend made is `tend-<id>`, so that
/// exporting again gives the same UID and reading it back gives the same id; a card read from
/// elsewhere keeps its own UID.
public enum VCardUID {
    static let prefix = "tend-"

    /// The UID tend gives the contact `id`.
    public static func made(for id: String) -> String {
        prefix + id
    }

    /// The id a UID made by tend names, or nil for any other UID.
    static func contactID(in uid: String) -> String? {
        guard uid.hasPrefix(prefix) else { return nil }
        let id = String(uid.dropFirst(prefix.count))
        return TaskSlug.isValid(id) ? id : nil
    }

    /// The UID of the card `VCardExport` writes for `contact`.
    public static func of(_ contact: Contact) -> String {
        VCardKeptLines(contact.extraVCard).uid.map { TextValue.unescape($0.value) } ?? made(for: contact.id)
    }

    /// The file name of `contact`'s card in a vdir: its UID with each byte other than an ASCII
    /// letter, digit, `-`, `_`, `.` or `@` written as `%XX` (a leading `.` too, so it is never
    /// hidden), then `.vcf`. Different UIDs give different names, and none holds a `/`.
    public static func fileName(of contact: Contact) -> String {
        var name = ""
        for byte in of(contact).utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "@"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ".") where !name.isEmpty:
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                name.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return name + ".vcf"
    }
}
