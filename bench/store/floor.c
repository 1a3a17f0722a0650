/* The floor for `tend log`: a C program that opens the same database, records the same log
 * entry in one BEGIN IMMEDIATE transaction and closes, in WAL mode with the given syncing.
 *
 *   floor DATABASE FULL|NORMAL
 *
 * Built by bench/store/run with `cc -O2 floor.c -lsqlite3`. */
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static int fail(sqlite3 *db, const char *what) {
    fprintf(stderr, "floor: %s: %s\n", what, db ? sqlite3_errmsg(db) : "cannot open");
    sqlite3_close(db);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[2], "FULL") != 0 && strcmp(argv[2], "NORMAL") != 0)) {
        fprintf(stderr, "usage: floor DATABASE FULL|NORMAL\n");
        return 64;
    }
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) return fail(db, "open");
    sqlite3_busy_timeout(db, 5000);
    char pragmas[128];
    snprintf(pragmas, sizeof pragmas, "PRAGMA journal_mode = WAL; PRAGMA synchronous = %s", argv[2]);
    if (sqlite3_exec(db, pragmas, NULL, NULL, NULL) != SQLITE_OK) return fail(db, "pragmas");
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) return fail(db, "begin");
    sqlite3_stmt *insert = NULL;
    const char *sql = "INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', ?1, 'number', 3, ?1)";
    if (sqlite3_prepare_v2(db, sql, -1, &insert, NULL) != SQLITE_OK) return fail(db, "prepare");
    sqlite3_bind_int64(insert, 1, (sqlite3_int64)time(NULL));
    if (sqlite3_step(insert) != SQLITE_DONE) return fail(db, "insert");
    sqlite3_finalize(insert);
    if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) return fail(db, "commit");
    return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
}
