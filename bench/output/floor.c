/* The C floor of `tend schedule expand --json`: prints the same bytes for a rule of one
 * occurrence every STEP seconds from START (Unix seconds), COUNT of them, in the zone of TZ, as
 * `tend schedule expand --rrule FREQ=MINUTELY ... --json` does for FREQ=MINUTELY (STEP 60):
 * the document of docs/json.md, each occurrence's start as ISO 8601 with its UTC offset
 * (localtime_r), written through one 64 KiB buffer. bench/output/run checks that the bytes
 * are the same as tend's.
 *
 *   cc -O2 -o floor bench/output/floor.c
 *   TZ=Europe/Berlin ./floor ZONE START STEP COUNT > out.json
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char buffer[65536];
static size_t used;

static void flush(void) {
    size_t done = 0;
    while (done < used) {
        ssize_t n = write(1, buffer + done, used - done);
        if (n < 0) { perror("floor: write"); exit(74); }
        done += (size_t)n;
    }
    used = 0;
}

static void put(const char *text, size_t length) {
    if (used + length > sizeof buffer) flush();
    memcpy(buffer + used, text, length);
    used += length;
}

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: TZ=ZONE floor ZONE START STEP COUNT\n"); return 64; }
    const char *zone = argv[1];
    long long start = atoll(argv[2]), step = atoll(argv[3]), count = atoll(argv[4]);
    char line[256];
    int n = snprintf(line, sizeof line, "{\n  \"version\": 1,\n  \"zone\": \"%s\",\n  \"occurrences\": ", zone);
    put(line, (size_t)n);
    if (count == 0) put("[]", 2); else put("[", 1);
    for (long long i = 0; i < count; i++) {
        time_t t = (time_t)(start + i * step);
        struct tm local;
        localtime_r(&t, &local);
        long offset = local.tm_gmtoff, a = offset < 0 ? -offset : offset;
        n = snprintf(line, sizeof line,
                     "%s\n    {\n      \"index\": %lld,\n      \"start\": \"%04d-%02d-%02dT%02d:%02d:%02d%c%02ld:%02ld\",\n"
                     "      \"end\": null,\n      \"allDay\": false,\n      \"label\": null\n    }",
                     i > 0 ? "," : "", i, local.tm_year + 1900, local.tm_mon + 1, local.tm_mday, local.tm_hour,
                     local.tm_min, local.tm_sec, offset < 0 ? '-' : '+', a / 3600, a / 60 % 60);
        put(line, (size_t)n);
    }
    if (count > 0) put("\n  ]", 4);
    put("\n}\n", 3);
    flush();
    return 0;
}
