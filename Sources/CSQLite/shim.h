#include <sqlite3.h>

/// Turns off SQLite's count of the memory it holds (`SQLITE_CONFIG_MEMSTATUS`), which takes a
/// global mutex around every allocation and free; tend never reads the count. It works only
/// before SQLite is initialised (the first connection opens) and answers SQLITE_MISUSE after.
/// A function here because Swift cannot call the variadic `sqlite3_config`.
static inline int tend_sqlite3_stop_counting_memory(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// Has each connection allocate its page cache a page at a time as it reads, instead of 20
/// pages at once at its first read (`SQLITE_CONFIG_PAGECACHE` without a buffer and with no
/// pages, SQLite's `SQLITE_DEFAULT_PCACHE_INITSZ` being 20): a short command reads a dozen pages
/// or so, and carving the bulk touched all 20, each a page fault of its own. The same rule of
/// timing as above applies.
static inline int tend_sqlite3_allocate_page_cache_by_page(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}
