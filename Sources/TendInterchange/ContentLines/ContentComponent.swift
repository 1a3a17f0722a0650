/// A `BEGIN:NAME` … `END:NAME` block (VCALENDAR, VTODO, VTIMEZONE, VCARD, …): its properties
/// and the components inside it, in the order written.
public struct ContentComponent: Hashable, Sendable {
    /// The component name, upper-cased.
    public var name: String
    /// The properties, in the order written.
    public var properties: [ContentLine]
    /// The components inside this one, in the order written.
    public var components: [ContentComponent]
    /// The physical line of its `BEGIN`; 0 for a component made to be written.
    public var line: Int

    public init(name: String, properties: [ContentLine] = [], components: [ContentComponent] = [], line: Int = 0) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// The first property named `name` (case-insensitive), or nil.
    public func property(_ name: String) -> ContentLine? {
        let wanted = name.uppercased()
        return properties.first { $0.name == wanted }
    }

    /// Every property named `name` (case-insensitive), in order.
    public func properties(_ name: String) -> [ContentLine] {
        let wanted = name.uppercased()
        return properties.filter { $0.name == wanted }
    }

    /// The components inside this one named `name` (case-insensitive), in order.
    public func components(_ name: String) -> [ContentComponent] {
        let wanted = name.uppercased()
        return components.filter { $0.name == wanted }
    }
}
