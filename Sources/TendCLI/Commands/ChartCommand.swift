import TendArguments
import TendCore
import TendPlan
import TendStore
import TendSystem
import TendTerminal

/// `tend chart`: a care plan's history drawn in the terminal, with what the numbers show.
enum ChartCommand: TendCommand {
    static let name = "chart"
    static let spec = CommandSpec(
        name,
        abstract: "Draw adherence, doses or logged values over a period, with what the numbers show.",
        discussion: """
            With no task: this week's adherence over every task that counts, one bar per day, as tend summary counts it. \
            Name tasks to draw each as its own series: adherence for a task that counts, doses done for one that does not, \
            the mean value (or, without numbers, the number of entries) for a log task; a scheduled task named with a \
            log task is drawn as doses done, with the value as a line over the bars. Series with another unit get the \
            right-hand axis. A bucket is a day, a week or a month, the smallest that fits the terminal (--by chooses). \
            See CHARTS in the manual.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Doses of ibuprofen against pain over the last 30 days.", "tend chart ibuprofen pain --month"),
            CommandExample("A year of adherence, one bar per month.", "tend chart --year --by month"),
        ],
        suggestedFor: ["graph", "plot", "trend", "progress"])

    struct Options: ParsableArguments {
        static let tasks = Argument<[String]>("tasks", help: "The tasks to draw (default: every task that counts, together).",
                                              completion: .taskID)
        static let style = Option<ChartView.Style>(
            "--style", value: "style", help: "bar, line (points joined in braille) or scatter (points alone).", default: .bar)
        static let metric = Option<ChartMetric?>(
            "--metric", value: "metric", help: "adherence, done, value or count (default: the task's own measure).")
        static let week = Flag("--week", help: "The seven days ending today (the default).")
        static let month = Flag("--month", help: "The thirty days ending today.")
        static let year = Flag("--year", help: "The 365 days ending today, as tend summary --year.")
        static let last = Option<String?>("--last", value: "span", help: "The days ending today: 90d, 12w.")
        static let from = Option<String?>("--from", value: "date", help: "The first day of a period (to --to, or today).")
        static let to = Option<String?>("--to", value: "date", help: "The last day of a period (with --from).")
        static let by = Option<BucketSize?>("--by", value: "bucket", help: "day, week or month (default: the smallest that fits).")
        static let svg = Option<String?>("--svg", value: "file", help: "Write the chart as a standalone SVG image (owner-only).",
                                         completion: .file)
        static let png = Option<String?>("--png", value: "file", help: "Write the chart as a PNG image, drawn by rsvg-convert.",
                                         completion: .file)
        static let force = Flag("--force", help: "Replace the --svg or --png file if it exists.")
        static let watch = Flag("--watch", help: "Redraw in place when the plan changes and at midnight; q or Ctrl-C ends it.")
        static let log = Flag("--log", help: "A logarithmic value axis, for values spanning orders of magnitude.")
        static let declarations: [any ArgumentDeclaration] = [tasks, style, metric, week, month, year, last, from, to, by, log, svg, png, force, watch, CommonOptions.json]

        var tasks: [String]
        var style: ChartView.Style
        var metric: ChartMetric?
        var week: Bool
        var month: Bool
        var year: Bool
        var last: String?
        var from: String?
        var to: String?
        var by: BucketSize?
        var log: Bool
        var svg: String?
        var png: String?
        var force: Bool
        var watch: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            tasks = parsed[Self.tasks]
            style = parsed[Self.style]
            metric = parsed[Self.metric]
            week = parsed[Self.week]
            month = parsed[Self.month]
            year = parsed[Self.year]
            last = parsed[Self.last]
            from = parsed[Self.from]
            to = parsed[Self.to]
            by = parsed[Self.by]
            log = parsed[Self.log]
            svg = parsed[Self.svg]
            png = parsed[Self.png]
            force = parsed[Self.force]
            watch = parsed[Self.watch]
            json = parsed[CommonOptions.json]
        }
    }

    /// The width in columns whose bucket choice an image follows.
    static let imageColumns = 120

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard options.svg == nil || options.png == nil else { throw ArgumentError.validation("Give --svg or --png, not both.") }
        try NewFile.refuseForce(options.force, withoutFile: options.svg ?? options.png, named: "--svg or --png")
        guard !options.watch || (options.svg == nil && options.png == nil && !options.json) else {
            throw ArgumentError.validation("--watch redraws the terminal; it does not go with --svg, --png or --json.")
        }
        if options.watch {
            let zone = try context.userZone()
            // One connection for the whole watch: closing one would checkpoint the log, a change
            // the watch would see and redraw for, over and over.
            let store = try context.openStore()
            let pinned = context.options.now != nil || !(context.environment["TEND_NOW"] ?? "").isEmpty
            return try ChartWatch.run(store: store, context: context, nextMidnight: {
                pinned ? nil : zone.instant(for: LocalDateTime(date: zone.localDateTime(at: try context.now(zone: zone)).date.adding(days: 1)))
            }, chart: {
                let view = try chart(options, context: context, columns: context.width, store: store)
                return ChartRenderer.render(view, style: context.terminalStyle, columns: context.width)
            })
        }
        let image = options.svg ?? options.png
        // An image chooses its bars as a 120-column terminal would (it widens for more asked
        // with --by); the terminal has its width.
        let store = try context.openStore()
        let view = try chart(options, context: context, columns: image == nil ? context.width : imageColumns, store: store)
        if options.json {
            context.console.line(JSON.text(ChartJSON.value(view)))
        } else if let path = options.svg {
            try ChartImage.writeSVG(view, to: path, replacing: options.force, database: store.path)
            context.console.line("Wrote " + path + ".")
        } else if let path = options.png {
            try ChartImage.writePNG(view, to: path, replacing: options.force, database: store.path, environment: context.environment)
            context.console.line("Wrote " + path + ".")
        } else {
            context.console.write(ChartRenderer.render(view, style: context.terminalStyle, columns: context.width))
        }
        return .success
    }

    /// The chart as it stands now, its buckets chosen for `columns` (refused when the asked
    /// ones cannot fit a terminal that wide, or for an image, the widest image).
    static func chart(_ options: Options, context: CommandContext, columns: Int, store: CareStore) throws -> ChartView {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let today = zone.localDateTime(at: now).date
        let (first, last) = try ChartPeriod.days(options, today: today)
        let data = try store.read { transaction in
            try ChartData.load(transaction, tasks: options.tasks, metric: options.metric, first: first, last: last, now: now,
                               context: context)
        }
        let size = options.by ?? BucketSize.automatic(
            from: first, to: last, slots: ChartRenderer.bucketSlots(columns: columns, seriesCount: data.sources.count))
        let buckets = size.buckets(from: first, to: last)
        let isImage = options.svg != nil || options.png != nil
        let bars = "\(buckets.count) bars (one a \(size.rawValue))"
        if isImage {
            guard SVGChartWriter.fits(buckets: buckets.count, seriesCount: data.sources.count) else {
                throw CommandFailure("\(bars) of \(data.sources.count) series do not fit in an image \(Int(SVGChartWriter.maximumWidth)) pixels wide; "
                                     + "give a larger --by or a shorter period", status: .usageError)
            }
        } else if !options.json, !ChartRenderer.fits(buckets: buckets.count, seriesCount: data.sources.count, columns: columns) {
            throw CommandFailure("\(bars) do not fit in \(columns) columns; give a larger --by, "
                                 + "a shorter period or a wider terminal", status: .usageError)
        }
        return data.view(options.style, buckets: buckets, size: size, today: today, logarithmic: options.log)
    }
}
