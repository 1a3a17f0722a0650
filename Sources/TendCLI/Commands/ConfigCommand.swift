import TendArguments
import TendCore
import TendPlan

/// `tend config`: the reminder daemon's settings in effect and where each came from.
enum ConfigCommand: TendCommand {
    static let name = "config"
    static let spec = CommandSpec(
        name,
        abstract: "Show the reminder settings in effect and where each comes from.",
        discussion: """
            Each setting comes from an option (the same options as 'tend daemon'), else the configuration file \
            ($XDG_CONFIG_HOME/tend/config, else ~/.config/tend/config), else its default. The file has one \
            'key = value' per line; '#' starts a comment. It may name a program to run, so it is read only when no \
            one else can change it.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("See what 'tend daemon' would use.", "tend config"),
            CommandExample("Start a configuration file to edit.", "tend config --init"),
        ])

    struct Options: ParsableArguments {
        static let initialize = Flag("--init", help: "Create the configuration file with every setting documented at its default.")
        static var declarations: [any ArgumentDeclaration] { [initialize, CommonOptions.json] + SettingOptions.declarations }

        var initialize: Bool
        var json: Bool
        var settings: SettingOptions

        init(from parsed: ParsedArguments) {
            initialize = parsed[Self.initialize]
            json = parsed[CommonOptions.json]
            settings = SettingOptions(from: parsed)
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard let path = ConfigurationFile.defaultPath(environment: context.environment) else {
            throw CommandFailure("cannot find the configuration file: neither XDG_CONFIG_HOME nor HOME is set to an absolute path")
        }
        if options.initialize {
            try ConfigurationFile.create(path)
            context.console.line("Created \(path) with every setting at its default; edit it, then 'tend config' shows the result.")
            return .success
        }
        let file = try ConfigurationFile.loadSettings(path)
        let configuration = try DaemonConfiguration(file: file, options: options.settings.values)
        if options.json {
            context.console.line(JSON.text(json(configuration, path: path, fileExists: file != nil)))
            return .success
        }
        context.console.line("Configuration file: \(path)" + (file == nil ? " (none; 'tend config --init' creates one)" : ""))
        context.console.line("")
        let rows = [("SETTING", "VALUE", "FROM")] + Setting.allCases.map { setting in
            let text = configuration.text(of: setting)
            let value = text.isEmpty ? "(none)" : TextSanitizer.sanitize(text)
            let source = configuration.source(of: setting)
            return (setting.rawValue, value, source == .option ? "option \(setting.optionName)" : source.description)
        }
        let nameWidth = rows.map { DisplayWidth.of($0.0) }.max()!
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max()!
        for (name, value, source) in rows {
            context.console.line(DisplayWidth.padded(name, to: nameWidth) + "  " + DisplayWidth.padded(value, to: valueWidth) + "  " + source)
        }
        return .success
    }

    /// `{version, file, fileExists, settings: [{name, value, source, line}]}`: a setting without
    /// a value is null; its source is `option`, `file` (at `line`) or `default`.
    static func json(_ configuration: DaemonConfiguration, path: String, fileExists: Bool) -> JSON.Value {
        JSONDocument.object([
            ("file", .string(path)),
            ("fileExists", .bool(fileExists)),
            ("settings", .array(Setting.allCases.map { setting in
                let text = configuration.text(of: setting)
                let (source, line): (String, Int?) = switch configuration.source(of: setting) {
                case .builtIn: ("default", nil)
                case .file(_, let line): ("file", line)
                case .option: ("option", nil)
                }
                return .object([("name", .string(setting.rawValue)), ("value", text.isEmpty ? .null : .string(text)),
                                ("source", .string(source)), ("line", line.map { .int($0) } ?? .null)])
            })),
        ])
    }
}
