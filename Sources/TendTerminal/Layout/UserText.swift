import TendCore

/// Text that came from a user (a title, a note, a label, an id), made safe to print: line
/// breaks become spaces and control characters and escape sequences are shown, not obeyed
/// (see ``TextSanitizer``).
func printable(_ text: String) -> String {
    isPrintableASCII(text) ? text : TextSanitizer.sanitize(text)
}

/// Like ``printable(_:)``, but keeps the text's own line breaks (instructions, notes).
func printableParagraphs(_ text: String) -> String {
    isPrintableASCII(text) ? text : TextSanitizer.sanitize(text, keepingLineBreaks: true)
}

/// Whether `text` is printable ASCII only (no control character, no DEL), which
/// ``TextSanitizer`` leaves as it is and which takes a column a byte: read from its bytes in
/// memory (a walk through the scalars, or an iterator over the bytes, costs several times more).
func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { DisplayWidth.isPrintableASCII($0) } ?? DisplayWidth.isPrintableASCII(text.utf8)
}
