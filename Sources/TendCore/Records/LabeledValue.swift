/// A phone number, messaging number or e-mail address with the user's label for it (`mobile`,
/// `clinic`), as CareKit's `OCKLabeledValue`; the label is optional.
public struct LabeledValue: Hashable, Sendable {
    public var label: String?
    public var value: String

    public init(label: String? = nil, value: String) {
        self.label = label
        self.value = value
    }
}
