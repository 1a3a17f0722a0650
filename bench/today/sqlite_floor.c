/* A floor for `tend today` in bench/today/sizes: the least any program that reads tend's
 * database does. It opens the database read-only, which makes SQLite parse the whole schema at
 * the first statement, and prints every task's id and title. Built static, as tend is:
 *
 *   gcc -O2 -static -o sqlite_floor bench/today/sqlite_floor.c -lsqlite3 -lm
 *   sqlite_floor DATABASE
 */
#include <sqlite3.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: sqlite_floor DATABASE\n");
        return 64;
    }
    sqlite3 *db;
    sqlite3_stmt *tasks;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT id, title FROM tasks ORDER BY id", -1, &tasks, NULL) != SQLITE_OK) {
        fprintf(stderr, "sqlite_floor: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    while (sqlite3_step(tasks) == SQLITE_ROW) {
        printf("%s %s\n", (const char *)sqlite3_column_text(tasks, 0), (const char *)sqlite3_column_text(tasks, 1));
    }
    return 0;
}
