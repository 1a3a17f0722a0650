/// A piece of schedule text, with where it stands in the text.
struct ScheduleToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A word, in lower case (`daily`, `mon`, `am`).
        case word(String)
        /// A whole number (`4`).
        case number(Int)
        /// An ordinal number (`1st`, `22nd`).
        case ordinal(Int)
        /// A number followed by `x` (`4x`).
        case multiplier(Int)
        /// A time of day (`08:00`, `8am`, `8:30pm`).
        case time(TimeOfDay)
        /// A calendar date (`2026-12-01`).
        case date(CivilDate)
        /// A month and day without a year (`03-15`).
        case monthDay(month: Int, day: Int)
        /// Quoted text (`"Morning"`).
        case quoted(String)
        case comma
        case plus
    }

    var kind: Kind
    /// Offset of the first character, in characters from the start of the text.
    var offset: Int
    /// Length in characters. The text as written is not kept: `PhraseParser.written(_:)` cuts
    /// it from the phrase when an error or the zone needs it.
    var length: Int

    /// The word, when the token is one.
    var word: String? {
        if case .word(let w) = kind { return w }
        return nil
    }
}
