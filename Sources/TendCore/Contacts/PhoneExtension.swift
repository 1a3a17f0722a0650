/// A phone number's extension, in the forms people and vCards write it: RFC 3966's
/// `;ext=5555`, `ext. 55`, `ext 55` and `x12` after the number. The extension is kept apart
/// from the number, so that it is never dialled as more digits of it.
public enum PhoneExtension {
    /// The words that start an extension, longest first, lower case.
    static let markers = [";ext=", "ext.", "ext", "x"]

    /// `number` without its extension, and the extension's digits; the extension is nil when
    /// the number has none (or the marker has no digits after it, or nothing before it).
    public static func split(_ number: String) -> (number: String, extension: String?) {
        let digits = number.reversed().prefix { $0.isASCII && $0.isWholeNumber }
        guard !digits.isEmpty else { return (number, nil) }
        var head = Substring(number.dropLast(digits.count))
        while head.last == " " { head.removeLast() }
        let lower = head.lowercased()
        guard let marker = markers.first(where: { lower.hasSuffix($0) }) else { return (number, nil) }
        var main = head.dropLast(marker.count)
        // `x` only after a space or a digit: a letter before it is no extension (`fax12`).
        if marker == "x", let before = main.last, before != " ", !(before.isASCII && before.isWholeNumber) { return (number, nil) }
        while main.last == " " || main.last == "," { main.removeLast() }
        guard main.contains(where: { $0.isASCII && $0.isWholeNumber }) else { return (number, nil) }
        return (String(main), String(digits.reversed()))
    }
}
