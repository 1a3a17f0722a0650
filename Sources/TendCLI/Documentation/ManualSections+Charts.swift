import TendArguments

extension ManualSections {
    /// CHARTS: what `tend chart` draws and the rules it follows.
    static let charts = ManSection("CHARTS", [
        .paragraph("""
            tend chart draws a period of the care plan: this week by default, --month (30 days), --year (the 365 \
            days ending today, as tend summary --year), --last 90d or 12w, or --from and --to (at most 3660 days). Without a task it \
            draws the adherence of every task that counts, together, counted as tend summary counts it: the occurrences \
            that started before now. Each named task is a series of its own: adherence for a task that counts, doses \
            done for one that does not, the mean logged value (with its minimum and maximum) or the number of entries \
            for a log task; --metric chooses.
            """),
        .subsection("Buckets"),
        .paragraph("""
            One bar stands for a day, a week (Monday to Sunday) or a calendar month: the smallest that leaves every \
            bar room in the terminal's width; --by chooses, and a choice that cannot fit is refused. An image chooses \
            as a 120-column terminal would, and is made wider than 800 for more bars than that holds (a year by \
            day), up to 16000 pixels. Weeks and months at the ends of the period are cut to it.
            """),
        .subsection("Scales"),
        .paragraph("""
            Adherence is drawn from 0 to 100 %. Other values start at 0 and end at the first nice number (1, 2 or 5 \
            times a power of 10) that holds them, with 3 to 5 labelled gridlines. One value more than 3 times the next \
            largest is clipped at the top, marked off scale and printed under the chart. --log draws a logarithmic axis \
            with gridlines at powers of 10. Series of a second unit are read on a right-hand axis; a chart holds at \
            most two units and four series.
            """),
        .subsection("Narration"),
        .paragraph("""
            Under the chart, one sentence per series compares the first half of the days with data with the second \
            half, and a task with doses beside a logged value compares the value on the days with every dose with \
            the days with fewer. A comparison needs 6 days with data, or 3 days of each kind; below that the chart \
            says there is not enough data to tell. The sentences state numbers, never causes.
            """),
        .subsection("Drawing"),
        .paragraph("""
            Bars are drawn with eighth blocks, each series with its own fill and colour; a missed bucket is marked with \
            a cross, one with nothing due with a dot, one with no value with a question mark. Where a bucket holds \
            several values, a whisker rises from its bar to the highest and a notch crosses the bar at the lowest. \
            The chart fills the terminal, 40 to 250 columns; \
            narrower terminals get one sparkline row per series. --style line joins each series' points with braille \
            dots, and --style scatter draws the points alone, each series with its own marker. A scheduled task named \
            with a log task is drawn as doses done in bars, with the value as a line on the right-hand axis. --svg \
            writes a standalone SVG (with a text description of the data and a tooltip on every point), --png the \
            same drawn by rsvg-convert (Debian: librsvg2-bin); both files are owner-only, and an existing one is \
            replaced only with --force. With --json every bucket is \
            printed as drawn: its days, state, value, minimum, maximum, expected, done and samples, and the narration.
            """),
        .paragraph("""
            --watch draws on the alternate screen and redraws whenever the database changes (a dose recorded in \
            another terminal or from a reminder), at midnight and when the terminal is resized; q or Ctrl-C ends it \
            and gives the terminal back as it was.
            """),
    ])
}
