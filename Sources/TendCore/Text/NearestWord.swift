/// The candidate a mistyped `word` most likely meant, for "Did you mean '…'?" hints.
///
/// Matching ignores case. A candidate qualifies when it is within a few edits of the word
/// (see ``EditDistance``): one edit for words of up to three characters, two for up to six,
/// three for longer ones, and never as many edits as the word has characters, so `x` suggests
/// nothing rather than any one-letter candidate. The closest candidate wins; ties go to the
/// candidate that sorts first (case-insensitively, then as written), so the answer never
/// depends on the order of `candidates`.
public func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = word.lowercased()
    let length = typed.count
    let allowed = min(length <= 3 ? 1 : length <= 6 ? 2 : 3, max(length - 1, 0))

    var best: (distance: Int, key: String, candidate: String)?
    for candidate in candidates {
        let key = candidate.lowercased()
        guard let distance = EditDistance.between(typed, key, cutoff: allowed) else { continue }
        if let current = best {
            let isCloser = distance < current.distance
            let isEarlierTie = distance == current.distance
                && (key, candidate) < (current.key, current.candidate)
            guard isCloser || isEarlierTie else { continue }
        }
        best = (distance, key, candidate)
    }
    return best?.candidate
}
