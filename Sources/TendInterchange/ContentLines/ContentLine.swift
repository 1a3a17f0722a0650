/// One unfolded content line: `[group.]NAME[;PARAM=value[,value]...]:value`.
public struct ContentLine: Hashable, Sendable {
    /// The vCard group before the name (`item1` in `item1.TEL`), or nil.
    public var group: String?
    /// The property name, upper-cased (names are case-insensitive).
    public var name: String
    /// The parameters, in the order written.
    public var parameters: [ContentLineParameter]
    /// The raw value: still TEXT-escaped (see `TextValue`), since only the property knows its type.
    public var value: String
    /// The physical line (counting from 1) the line starts on; 0 for a line made to be written.
    public var line: Int

    public init(group: String? = nil, name: String, parameters: [ContentLineParameter] = [], value: String, line: Int = 0) {
        self.group = group
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
        self.line = line
    }

    /// The values of the first parameter named `name` (case-insensitive), or nil if it is absent.
    public func parameterValues(_ name: String) -> [String]? {
        let wanted = name.uppercased()
        return parameters.first { $0.name == wanted }?.values
    }

    /// The first value of the parameter named `name` (case-insensitive), or nil.
    public func parameter(_ name: String) -> String? {
        parameterValues(name)?.first
    }
}
