import TendCore

/// Text that came from a user (a title, a note, a label, an id), made safe to print: line
/// breaks become spaces and control characters and escape sequences are shown, not obeyed
/// (see ``TextSanitizer``).
func printable(_ text: String) -> String {
    TextSanitizer.sanitize(text)
}

/// Like ``printable(_:)``, but keeps the text's own line breaks (instructions, notes).
func printableParagraphs(_ text: String) -> String {
    TextSanitizer.sanitize(text, keepingLineBreaks: true)
}
