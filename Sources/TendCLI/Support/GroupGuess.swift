import TendCore

/// A guess at the group a person meant when they named one that no task is in: the existing
/// group nearest to it by edit distance, compared without case, in the spelling it is stored in.
enum GroupGuess {
    /// The group nearest to `typed` among `groups`, or nil when `typed` is one of them or none
    /// is near.
    static func nearest(to typed: String, among groups: [String]) -> String? {
        let typedKey = typed.lowercased()
        let others = Array(Set(groups)).sorted()
        guard !others.contains(where: { $0.lowercased() == typedKey }) else { return nil }
        return TendCore.nearest(to: typed, among: others)
    }

    /// The note `add` and `edit` print when a task is put in a group that no other task is in,
    /// but one is near: `Note: no other task is in group 'medicaton'. Did you mean 'medication'?…`.
    /// The task keeps the group it was given.
    static func note(group: String, of taskID: String, among otherTasks: [CareTask]) -> String? {
        guard let guess = nearest(to: group, among: otherTasks.compactMap(\.group)) else { return nil }
        return "Note: no other task is in group '\(TextSanitizer.sanitize(group))'. Did you mean '\(TextSanitizer.sanitize(guess))'? "
            + "'tend edit \(taskID) --group GROUP' changes it."
    }
}
