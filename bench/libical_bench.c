/*
 * libical side of tend's benchmark: the same two workloads as bench/tend-bench and
 * bench/dateutil_bench.py, through libical's icalrecur_iterator.
 *
 *   libical_bench [--repeat N] [--counts FILE] [--dump daily|rules] RULES_FILE
 *
 * (a) "daily": 1,000 schedules FREQ=DAILY;BYHOUR=8,12,16,20;BYMINUTE=0;BYSECOND=0, the i-th
 *     starting at 08:00 on 2026-01-01 + (i * 211) mod 365 days, expanded over the 365 days from
 *     its start (1,460,000 occurrences).
 * (b) "rules": every case of RULES_FILE (DTSTART RRULE FROM TO, floating local times), each
 *     expanded over [FROM, TO).
 *
 * Times are floating (no zone), as in python-dateutil's naive datetimes. Parsing the rule text is
 * outside the timed part; creating the iterator and walking it are inside. Each workload runs
 * N times (default 3) and the best time is reported, as
 *   libical WORKLOAD occurrences=N seconds=S rate=R
 * --counts FILE writes the number of occurrences of each rule, one a line. --dump WORKLOAD prints
 * every occurrence of a workload as "CASE<TAB>YYYYMMDDTHHMMSS" (CASE is the line of the rule, or
 * 1...1000 for the daily schedules) instead of timing anything.
 *
 * Build: cc -O2 -o libical_bench libical_bench.c $(pkg-config --cflags --libs libical)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { SCHEDULES = 1000, DAYS = 365 };

struct rule_case {
    int line;
    struct icalrecurrencetype rule;
    struct icaltimetype dtstart;
    long long from, to; /* window keys, see time_key */
};

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Days since 1970-01-01 of a proleptic Gregorian date. */
static long days_from_civil(long y, long m, long d) {
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(long z, int *year, int *month, int *day) {
    z += 719468;
    long era = (z >= 0 ? z : z - 146096) / 146097;
    long doe = z - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    *day = (int)(doy - (153 * mp + 2) / 5 + 1);
    *month = (int)(mp < 10 ? mp + 3 : mp - 9);
    *year = (int)(yoe + era * 400 + (*month <= 2));
}

/* Floating local seconds since 1970-01-01 00:00: a cheap, exact ordering key. */
static long long time_key(struct icaltimetype t) {
    return (long long)days_from_civil(t.year, t.month, t.day) * 86400 + t.hour * 3600 + t.minute * 60 + t.second;
}

static long long key_from_text(const char *text, int line) {
    struct icaltimetype t = icaltime_from_string(text);
    if (icaltime_is_null_time(t)) {
        fprintf(stderr, "libical_bench: line %d: bad date-time '%s'\n", line, text);
        exit(1);
    }
    return time_key(t);
}

static struct rule_case *read_rules(const char *path, size_t *count) {
    FILE *file = fopen(path, "r");
    if (!file) {
        perror(path);
        exit(1);
    }
    size_t capacity = 1024, n = 0;
    struct rule_case *cases = malloc(capacity * sizeof *cases);
    char *text = NULL;
    size_t size = 0;
    int line = 0;
    while (getline(&text, &size, file) >= 0) {
        line++;
        char dtstart[64], rrule[1024], from[64], to[64];
        if (text[0] == '#' || text[strspn(text, " \t\r\n")] == '\0') continue;
        if (sscanf(text, "%63s %1023s %63s %63s", dtstart, rrule, from, to) != 4) {
            fprintf(stderr, "libical_bench: %s:%d: expected DTSTART RRULE FROM TO\n", path, line);
            exit(1);
        }
        if (n == capacity) cases = realloc(cases, (capacity *= 2) * sizeof *cases);
        struct rule_case *c = &cases[n++];
        c->line = line;
        c->rule = icalrecurrencetype_from_string(rrule);
        if (c->rule.freq == ICAL_NO_RECURRENCE) {
            fprintf(stderr, "libical_bench: %s:%d: libical rejects '%s'\n", path, line, rrule);
            exit(1);
        }
        c->dtstart = icaltime_from_string(dtstart);
        c->from = key_from_text(from, line);
        c->to = key_from_text(to, line);
    }
    free(text);
    fclose(file);
    *count = n;
    return cases;
}

/* Occurrences of one iterator in [from, to); calls `each` for each when given. */
static long expand(struct icalrecurrencetype rule, struct icaltimetype dtstart, long long from, long long to,
                   int line, int dump) {
    icalrecur_iterator *it = icalrecur_iterator_new(rule, dtstart);
    if (!it) {
        fprintf(stderr, "libical_bench: line %d: libical cannot iterate this rule\n", line);
        exit(1);
    }
    long n = 0;
    for (;;) {
        struct icaltimetype t = icalrecur_iterator_next(it);
        if (icaltime_is_null_time(t)) break;
        long long k = time_key(t);
        if (k >= to) break;
        if (k < from) continue;
        n++;
        if (dump) printf("%d\t%04d%02d%02dT%02d%02d%02d\n", line, t.year, t.month, t.day, t.hour, t.minute, t.second);
    }
    icalrecur_iterator_free(it);
    return n;
}

static void report(const char *workload, long occurrences, double seconds) {
    printf("libical %s occurrences=%ld seconds=%.6f rate=%.0f\n", workload, occurrences, seconds,
           seconds > 0 ? occurrences / seconds : 0.0);
    fflush(stdout);
}

int main(int argc, char **argv) {
    int repeat = 3;
    const char *counts_path = NULL, *rules_path = NULL, *dump = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--counts") && i + 1 < argc) counts_path = argv[++i];
        else if (!strcmp(argv[i], "--dump") && i + 1 < argc) dump = argv[++i];
        else if (argv[i][0] != '-' && !rules_path) rules_path = argv[i];
        else {
            fprintf(stderr, "usage: libical_bench [--repeat N] [--counts FILE] [--dump daily|rules] RULES_FILE\n");
            return 64;
        }
    }
    if (!rules_path || repeat < 1 || (dump && strcmp(dump, "daily") && strcmp(dump, "rules"))) {
        fprintf(stderr, "usage: libical_bench [--repeat N] [--counts FILE] [--dump daily|rules] RULES_FILE\n");
        return 64;
    }
    size_t ncases;
    struct rule_case *cases = read_rules(rules_path, &ncases);
    if (dump && !strcmp(dump, "rules")) {
        for (size_t i = 0; i < ncases; i++) expand(cases[i].rule, cases[i].dtstart, cases[i].from, cases[i].to, cases[i].line, 1);
        return 0;
    }

    /* (a) 1,000 schedules of four times a day, one year each. */
    struct icalrecurrencetype daily = icalrecurrencetype_from_string("FREQ=DAILY;BYHOUR=8,12,16,20;BYMINUTE=0;BYSECOND=0");
    struct icaltimetype starts[SCHEDULES];
    long long ends[SCHEDULES];
    long base = days_from_civil(2026, 1, 1);
    for (int i = 0; i < SCHEDULES; i++) {
        long day = base + (long)i * 211 % DAYS;
        int y, m, d;
        civil_from_days(day, &y, &m, &d);
        starts[i] = icaltime_null_time();
        starts[i].year = y;
        starts[i].month = m;
        starts[i].day = d;
        starts[i].hour = 8;
        ends[i] = (long long)(day + DAYS) * 86400;
    }
    if (dump) {
        for (int i = 0; i < SCHEDULES; i++) expand(daily, starts[i], 0, ends[i], i + 1, 1);
        return 0;
    }
    double best = 1e300;
    long total = 0;
    for (int r = 0; r < repeat; r++) {
        double t0 = now_seconds();
        total = 0;
        for (int i = 0; i < SCHEDULES; i++) total += expand(daily, starts[i], 0, ends[i], 0, 0);
        double elapsed = now_seconds() - t0;
        if (elapsed < best) best = elapsed;
    }
    report("daily", total, best);

    /* (b) the random rules. */
    long *counts = calloc(ncases ? ncases : 1, sizeof *counts);
    best = 1e300;
    for (int r = 0; r < repeat; r++) {
        double t0 = now_seconds();
        total = 0;
        for (size_t i = 0; i < ncases; i++) {
            counts[i] = expand(cases[i].rule, cases[i].dtstart, cases[i].from, cases[i].to, cases[i].line, 0);
            total += counts[i];
        }
        double elapsed = now_seconds() - t0;
        if (elapsed < best) best = elapsed;
    }
    report("rules", total, best);
    if (counts_path) {
        FILE *out = fopen(counts_path, "w");
        if (!out) {
            perror(counts_path);
            return 1;
        }
        for (size_t i = 0; i < ncases; i++) fprintf(out, "%d %ld\n", cases[i].line, counts[i]);
        fclose(out);
    }
    free(counts);
    free(cases);
    return 0;
}
