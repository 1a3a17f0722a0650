import Testing
import TendCore

@Suite struct TextDisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("", 0),
        ("日本語", 6),
        ("イブプロフェン", 14),
        ("ｱｲｳ", 3),                        // halfwidth katakana
        ("ＡＢ", 4),                        // fullwidth Latin
        ("가나", 4),                        // Hangul syllables
        ("\u{1100}\u{1161}\u{11A8}", 2),   // the same syllable from conjoining jamo
        ("e\u{301}", 1),                   // combining acute accent
        ("\u{200B}", 0),                   // zero-width space
        ("a\u{200D}b", 2),                 // a joiner between letters
        ("\u{1B}[31m", 4),                 // ESC itself takes nothing; the rest is text
        ("\u{7F}\u{9B}", 0),               // DEL and a C1 control
        ("👍", 2),
        ("👍🏽", 2),                        // with a skin-tone modifier
        ("👨‍👩‍👧", 2),                        // a ZWJ family
        ("🇯🇵", 2),                         // a flag
        ("❤️", 2),                          // text symbol with emoji presentation selector
        ("☐☑", 2),                         // ballot boxes are narrow
        ("−·…", 3),
        ("\u{00AD}", 1),                   // soft hyphen
        ("薬を飲む 8:00", 13),
    ])
    func width(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    /// Text whose scalars each stand alone is measured scalar by scalar; the sum must be what
    /// measuring grapheme cluster by cluster gives, also where the shortcut has to give up.
    @Test(arguments: [
        "── Medication ──────────", "│ ✓ 08:00 · ● ○ ◐ → ↺ …", "✗ missed — 2 of 4 ▸ ▪", "⌚ ⏰ ☕ ✅ ❌ ⭐",
        "⌚\u{FE0E}", "✔\u{FE0F} done", "☀️ morning", "°C ± ½ × ÷ é ñ", "a\u{0301}→b",
        "日本 ── 薬", "👍 ok", "\u{2028}\u{2060}x", "\u{20DD}○", "\r\n──",
    ])
    func scalarShortcutAgreesWithClusters(text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(Substring(text)) == DisplayWidth.of(text))
    }

    @Test func rulesAndMarksAreOneColumnEach() {
        #expect(DisplayWidth.of(String(repeating: "─", count: 60)) == 60)
        #expect(DisplayWidth.of("│ ✓ ● ○ → …") == 11)
        #expect(DisplayWidth.of("☕ ✅") == 5)
    }

    @Test func scalarWidths() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x3000)!) == 2)  // ideographic space
        #expect(DisplayWidth.of(Unicode.Scalar(0x303F)!) == 1)  // half fill space
        #expect(DisplayWidth.of(Unicode.Scalar(0x3099)!) == 0)  // combining voicing mark
        #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2) // CJK extension B
        #expect(DisplayWidth.of(Unicode.Scalar(0x0A)!) == 0)
    }

    @Test func padding() {
        #expect(DisplayWidth.padded("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.padded("abcdef", to: 3) == "abcdef")
    }
}
