/*
 * libical side of tend's iCalendar tests: parses a file, fails on any parse error libical
 * reports, and prints every occurrence of every VTODO and VEVENT in a window.
 *
 *   libical_check FILE FROM TO        (FROM and TO as YYYYMMDD, local midnight in $TZ)
 *
 * Prints "TASK<TAB>YYYY-MM-DDTHH:MM:SSZ" per occurrence (TASK: the UID up to its first '.' or
 * '@'), unsorted; floating times are read in the process's zone ($TZ), as a calendar program in
 * that zone shows them. Exits 1 with "libical: ..." on stderr for a file libical rejects.
 *
 * Build: cc -O2 -o libical_check libical_check.c $(pkg-config --cflags --libs libical)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (fread(text, 1, size, file) != (size_t)size) { fclose(file); free(text); return NULL; }
    text[size] = 0;
    fclose(file);
    return text;
}

/* The number of X-LIC-ERROR properties libical left in a component and its children. */
static int count_errors(icalcomponent *component) {
    int errors = 0;
    for (icalproperty *p = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY); p;
         p = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
        fprintf(stderr, "libical: %s\n", icalproperty_get_xlicerror(p));
        errors++;
    }
    for (icalcomponent *c = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); c;
         c = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT))
        errors += count_errors(c);
    return errors;
}

struct window { time_t from, to; const char *task; int floating; };

static time_t local_seconds(struct icaltimetype t) {
    struct tm tm = {0};
    tm.tm_year = t.year - 1900; tm.tm_mon = t.month - 1; tm.tm_mday = t.day;
    tm.tm_hour = t.hour; tm.tm_min = t.minute; tm.tm_sec = t.second; tm.tm_isdst = -1;
    return mktime(&tm);
}

static void print_occurrence(icalcomponent *component, struct icaltime_span *span, void *data) {
    (void)component;
    struct window *w = data;
    time_t start = span->start;
    if (w->floating) {
        /* libical takes floating times as UTC: read the same wall-clock time in $TZ. */
        struct tm tm;
        gmtime_r(&start, &tm);
        tm.tm_isdst = -1;
        start = mktime(&tm);
    }
    if (start < w->from || start >= w->to) return;
    struct tm utc;
    gmtime_r(&start, &utc);
    char text[32];
    strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    printf("%s\t%s\n", w->task, text);
}

static struct icaltimetype day(const char *text) {
    struct icaltimetype t = icaltime_from_string(text);
    return t;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: libical_check FILE FROM TO\n"); return 2; }
    char *text = read_file(argv[1]);
    if (!text) { fprintf(stderr, "libical: cannot read %s\n", argv[1]); return 1; }
    icalcomponent *calendar = icalparser_parse_string(text);
    if (!calendar || icalcomponent_isa(calendar) != ICAL_VCALENDAR_COMPONENT) {
        fprintf(stderr, "libical: not a VCALENDAR\n");
        return 1;
    }
    if (count_errors(calendar) > 0) return 1;
    time_t from = local_seconds(day(argv[2])), to = local_seconds(day(argv[3]));
    /* libical's foreach_recurrence wants the window in its own terms: widen it by two days and
       filter exactly in print_occurrence. */
    struct icaltimetype wide_from = icaltime_from_timet_with_zone(from - 2 * 86400, 0, icaltimezone_get_utc_timezone());
    struct icaltimetype wide_to = icaltime_from_timet_with_zone(to + 2 * 86400, 0, icaltimezone_get_utc_timezone());
    icalcomponent_kind kinds[] = {ICAL_VTODO_COMPONENT, ICAL_VEVENT_COMPONENT};
    for (int k = 0; k < 2; k++) {
        for (icalcomponent *c = icalcomponent_get_first_component(calendar, kinds[k]); c;
             c = icalcomponent_get_next_component(calendar, kinds[k])) {
            if (icalcomponent_get_first_property(c, ICAL_RECURRENCEID_PROPERTY)) continue;
            char task[256];
            snprintf(task, sizeof task, "%s", icalcomponent_get_uid(c));
            task[strcspn(task, ".@")] = 0;
            struct icaltimetype start = icalcomponent_get_dtstart(c);
            struct window w = {from, to, task, !start.is_date && !icaltime_is_utc(start) && start.zone == NULL};
            if (start.is_date) w.floating = 1;
            icalcomponent_foreach_recurrence(c, wide_from, wide_to, print_occurrence, &w);
        }
    }
    icalcomponent_free(calendar);
    free(text);
    return 0;
}
