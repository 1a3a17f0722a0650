/// SVG text built element by element, two spaces of indent a level, attributes in the order
/// given: the same view always gives the same bytes.
struct SVGDocument {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0
    /// Whether the open element's content is text, written on its line.
    private var inline = false

    /// `<name a="1">` on a line of its own.
    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += (inline ? "" : indent) + "</" + name + ">\n"
        inline = false
    }

    /// `<name a="1">text</name>`, or `<name a="1"/>` without text.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String? = nil) {
        guard let content else {
            text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
            return
        }
        text += indent + "<" + name + Self.attributes(attributes) + ">" + SVGText.escaped(content) + "</" + name + ">\n"
    }

    /// Character data inside the open element, before its closing tag.
    mutating func text(_ content: String) {
        text += indent + SVGText.escaped(content)
        inline = true
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " " + $0.0 + "=\"" + SVGText.escaped($0.1) + "\"" }.joined()
    }
}
