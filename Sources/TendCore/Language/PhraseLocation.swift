/// Where a phrase lies in the whole schedule text, so that an error about it can point into it.
struct PhraseLocation {
    /// The offset of the phrase's first character in the schedule text.
    let offset: Int
    /// The phrase's length in characters; an error about no token in particular points past it.
    let length: Int

    /// An error marking `token`, or the end of the phrase when there is none.
    func error(_ message: String, at token: ScheduleToken?) -> ScheduleSyntaxError {
        guard let token else { return ScheduleSyntaxError(message, offset: offset + length) }
        return ScheduleSyntaxError(message, offset: offset + token.offset, length: token.length)
    }
}
