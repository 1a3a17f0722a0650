/// Checks the numbers and addresses people give a contact, before anything is stored.
public enum ContactValueCheck {
    /// What is wrong with a phone or messaging number, or an e-mail address.
    public enum Problem: Hashable, Sendable {
        /// A character a phone number cannot have (a letter, a `#`).
        case numberCharacter(Character)
        /// A `+` that is not the number's first character.
        case plusNotFirst
        /// No digit at all.
        case numberWithoutDigits
        /// An e-mail address with no `@`, or with nothing before or after it.
        case addressWithoutAt
        /// An e-mail address with a space, a control character or a second `@`.
        case addressCharacter(Character)
    }

    /// The characters a phone number may have besides digits and a leading `+`: the visual
    /// separators people write (RFC 3966's `-`, `.`, `(`, `)`, and spaces and `/`).
    static let numberSeparators: Set<Character> = [" ", "-", ".", "(", ")", "/"]

    /// What is wrong with `number`, or nil when it is a phone number tend can dial, with or
    /// without an extension (``PhoneExtension``: `;ext=5555`, `ext. 55`, `x12`).
    public static func problem(withNumber number: String) -> Problem? {
        var digits = 0
        for (offset, character) in PhoneExtension.split(number).number.enumerated() {
            if character.isASCII, character.isWholeNumber {
                digits += 1
            } else if character == "+" {
                if offset != 0 { return .plusNotFirst }
            } else if !numberSeparators.contains(character) {
                return .numberCharacter(character)
            }
        }
        return digits == 0 ? .numberWithoutDigits : nil
    }

    /// What is wrong with `address`, or nil when it looks like an e-mail address: one `@` with
    /// something on each side, and no spaces or control characters.
    public static func problem(withAddress address: String) -> Problem? {
        if let bad = address.first(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return .addressCharacter(bad)
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        if parts.count > 2 { return .addressCharacter("@") }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return .addressWithoutAt }
        return nil
    }
}
