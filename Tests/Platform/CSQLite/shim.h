#include <sqlite3.h>

/// Whether closing the last connection to a database in WAL mode checkpoints it (SQLite's default) or
/// leaves the main file and its -wal file as they are. `sqlite3_db_config` takes a variable number of
/// arguments, which Swift cannot call: this function makes the one call Swift needs.
static inline int csqlite_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1, (int *)0);
}
