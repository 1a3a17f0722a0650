import Testing
@testable import TendNotify

/// User text in a popup's body is shown as written, never read as markup.
@Suite struct NotificationMarkupTests {
    @Test(arguments: [
        ("1 tablet < 4 a day", "1 tablet &lt; 4 a day"),
        ("<b>bold</b>", "&lt;b&gt;bold&lt;/b&gt;"),
        ("salt & pepper", "salt &amp; pepper"),
        ("&amp;", "&amp;amp;"),
        ("鎮痛剤 1錠", "鎮痛剤 1錠"),
    ])
    func escapesTagsAndEntities(text: String, expected: String) {
        #expect(NotificationMarkup.escape(text) == expected)
    }
}
