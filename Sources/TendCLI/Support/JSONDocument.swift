/// A JSON document tend prints: an object whose first key, `version`, is the version of the
/// vocabulary `docs/json.md` describes, so a program can tell what it reads. Every command's
/// `--json` prints one.
enum JSONDocument {
    /// The vocabulary's version; a change that renames or removes a key raises it.
    static let version = 1

    /// The document with `fields` after its `version`.
    static func object(_ fields: [(String, JSON.Value)]) -> JSON.Value {
        .object([("version", .int(version))] + fields)
    }
}
