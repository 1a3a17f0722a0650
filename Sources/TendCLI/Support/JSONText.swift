import TendInterchange

/// The JSON writer the commands' `--json` output uses, from `TendInterchange` (which the
/// backup format shares), by its short name in every file of the command line.
typealias JSON = TendInterchange.JSON
