#include <sqlite3.h>

/// Turns off SQLite's count of the memory it holds (`SQLITE_CONFIG_MEMSTATUS`), which takes a
/// global mutex around every allocation and free; tend never reads the count. It works only
/// before SQLite is initialised (the first connection opens) and answers SQLITE_MISUSE after.
/// A function here because Swift cannot call the variadic `sqlite3_config`.
static inline int tend_sqlite3_stop_counting_memory(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
