import TendArguments

/// The options of `tend daemon` and `tend config` that override the reminder settings, one
/// per setting.
struct SettingOptions {
    static var declarations: [any ArgumentDeclaration] { Setting.allCases.map(\.option) }

    /// The value given for each setting whose option was given.
    var values: [Setting: String] = [:]

    init(from parsed: ParsedArguments) {
        for setting in Setting.allCases {
            values[setting] = parsed[setting.option]
        }
    }
}
