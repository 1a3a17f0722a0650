/// The known word closest to a misspelled one, for "Did you mean …?".
func nearestWord(_ word: String, among candidates: [String]) -> String? {
    nearest(to: word, among: candidates)
}
