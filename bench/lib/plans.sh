# The two plans of bench/today, sourced by the benchmarks that measure tend on them.
#
#   write_plans TEND DIR   # TEND_NOW and TZ set; writes DIR/tend-70k.db and DIR/tend-1m.db
#
# DIR/tend-70k.db: the 50 tasks of bench/today/workload.py added with TEND, a year of outcomes
# (about 70,000). DIR/tend-1m.db: the same plan and the same daily density over as many days as
# make a million outcomes. Sets small_info and large_info (workload.py's summary line of each).
write_plans() {
    local tend=$1 dir=$2 workload small_outcomes large_days
    workload="$(dirname "${BASH_SOURCE[0]}")/../today/workload.py"
    small_info=$(python3 "$workload" tend --tend "$tend" --db "$dir/tend-70k.db" --now "$TEND_NOW" --days 365) || return 1
    small_outcomes=$(sed -n 's/.*outcomes=\([0-9]*\).*/\1/p' <<<"$small_info")
    large_days=$(( (365 * 1000000 + small_outcomes - 1) / small_outcomes ))
    large_info=$(python3 "$workload" tend --tend "$tend" --db "$dir/tend-1m.db" --now "$TEND_NOW" --days "$large_days") || return 1
}
