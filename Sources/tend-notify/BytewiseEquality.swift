extension String {
    /// Whether the two strings are the same UTF-8 bytes. The helper compares text this way
    /// only: `==` on strings compares canonical equivalence, which in Embedded Swift needs
    /// the Unicode normalization tables linked in, and the protocol's words, tags and colour
    /// names are compared as written anyway.
    func hasSameBytes(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
