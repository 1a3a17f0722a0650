import Testing
import TendCore

/// Ids made from titles keep the letters of any script, stay short by whole words, and `--id`
/// takes the same alphabet.
@Suite struct TaskSlugTests {
    @Test(arguments: [
        ("Vitamin D 1000 IU", "vitamin-d-1000-iu"),
        ("Ärztin anrufen", "ärztin-anrufen"),
        ("ロキソニン", "ロキソニン"),
        ("Cafe\u{301} au lait", "cafe\u{301}-au-lait"),
        ("Ibuprofen 400 mg (with food)", "ibuprofen-400-mg-with"),
        ("Amoxicillin 500 mg three times a day", "amoxicillin-500-mg-three"),
        ("Pneumonoultramicroscopicsilicovolcanoconiosis", "pneumonoultramicroscopic"),
        ("イブプロフェン 朝と夜の二回服用する", "イブプロフェン"),
        ("💊 + 💧", "task"),
    ])
    func anIdFromATitle(title: String, id: String) {
        #expect(TaskSlug.from(title: title) == id)
        #expect(TaskSlug.isValid(id))
        #expect(DisplayWidth.of(id) <= TaskSlug.derivedWidthLimit)
    }

    @Test(arguments: ["ibuprofen", "ärztin-anrufen", "ロキソニン", "b12", "a-", String(repeating: "x", count: 40)])
    func validIds(id: String) {
        #expect(TaskSlug.isValid(id))
    }

    @Test(arguments: ["", "-x", "Bad_Id", "Ärztin", "a b", "a/b", "x\u{200D}y", String(repeating: "x", count: 41)])
    func invalidIds(id: String) {
        #expect(!TaskSlug.isValid(id))
    }
}
