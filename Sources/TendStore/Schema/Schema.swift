/// The SQL of each schema step. A shipped step is never edited; see `Migrations`.
enum Schema {
    /// The first schema: tasks with schedule versions, outcomes and their values, log entries,
    /// notification records for the reminder daemon, and contacts. Times are Unix seconds.
    static let version1 = Migration(version: 1, sql: """
        PRAGMA application_id = 1413828164; -- 0x54454E44, "TEND"

        CREATE TABLE tasks (
            id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
            title TEXT NOT NULL,
            instructions TEXT,
            group_name TEXT,
            style TEXT NOT NULL CHECK (style IN ('simple', 'instructions', 'log', 'checklist', 'grid')),
            color TEXT,
            target_value REAL,
            target_unit TEXT,
            counts_toward_adherence INTEGER NOT NULL CHECK (counts_toward_adherence IN (0, 1)),
            notification_lead_seconds INTEGER CHECK (notification_lead_seconds >= 0),
            created_at INTEGER NOT NULL,
            deleted_at INTEGER
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE task_versions (
            task_id TEXT NOT NULL REFERENCES tasks (id),
            version INTEGER NOT NULL CHECK (version >= 1),
            effective_from INTEGER NOT NULL,
            schedule TEXT NOT NULL,
            zone TEXT,
            created_at INTEGER NOT NULL,
            PRIMARY KEY (task_id, version),
            UNIQUE (task_id, effective_from)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE outcomes (
            id INTEGER PRIMARY KEY,
            task_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            occurrence_index INTEGER NOT NULL CHECK (occurrence_index >= 0),
            occurrence_start INTEGER NOT NULL,
            recorded_at INTEGER NOT NULL,
            note TEXT,
            UNIQUE (task_id, version, occurrence_index),
            FOREIGN KEY (task_id, version) REFERENCES task_versions (task_id, version)
        ) STRICT;
        CREATE INDEX outcomes_by_occurrence_start ON outcomes (occurrence_start);
        CREATE INDEX outcomes_by_recorded_at ON outcomes (recorded_at);

        CREATE TABLE outcome_values (
            outcome_id INTEGER NOT NULL REFERENCES outcomes (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('number', 'text', 'boolean')),
            number REAL,
            text TEXT,
            unit TEXT,
            recorded_at INTEGER NOT NULL,
            PRIMARY KEY (outcome_id, position),
            CHECK (CASE kind
                WHEN 'number' THEN number IS NOT NULL AND text IS NULL
                WHEN 'text' THEN text IS NOT NULL AND number IS NULL
                ELSE number IN (0, 1) AND text IS NULL END)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE log_entries (
            id INTEGER PRIMARY KEY,
            task_id TEXT NOT NULL REFERENCES tasks (id),
            at INTEGER NOT NULL,
            kind TEXT CHECK (kind IN ('number', 'text', 'boolean')),
            number REAL,
            text TEXT,
            unit TEXT,
            note TEXT,
            recorded_at INTEGER NOT NULL,
            CHECK (CASE kind
                WHEN 'number' THEN number IS NOT NULL AND text IS NULL
                WHEN 'text' THEN text IS NOT NULL AND number IS NULL
                WHEN 'boolean' THEN number IN (0, 1) AND text IS NULL
                ELSE number IS NULL AND text IS NULL AND unit IS NULL END)
        ) STRICT;
        CREATE INDEX log_entries_by_at ON log_entries (at);
        CREATE INDEX log_entries_by_task_and_at ON log_entries (task_id, at);

        CREATE TABLE notifications (
            task_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            occurrence_index INTEGER NOT NULL,
            first_sent_at INTEGER NOT NULL,
            last_sent_at INTEGER NOT NULL,
            times_sent INTEGER NOT NULL CHECK (times_sent >= 1),
            snoozed_until INTEGER,
            PRIMARY KEY (task_id, version, occurrence_index),
            FOREIGN KEY (task_id, version) REFERENCES task_versions (task_id, version) ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX notifications_by_snoozed_until ON notifications (snoozed_until)
            WHERE snoozed_until IS NOT NULL;

        CREATE TABLE contacts (
            id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
            name TEXT NOT NULL,
            role TEXT,
            phone TEXT,
            email TEXT,
            address TEXT,
            note TEXT
        ) STRICT, WITHOUT ROWID;
        """)

    /// Dose safety from the plan's own instructions: the most doses a day and the least time
    /// between two, both optional (`tend add --max-per-day 4 --min-interval 4h`).
    static let version2 = Migration(version: 2, sql: """
        ALTER TABLE tasks ADD COLUMN max_per_day INTEGER CHECK (max_per_day >= 1);
        ALTER TABLE tasks ADD COLUMN min_interval_seconds INTEGER CHECK (min_interval_seconds > 0);
        """)

    /// The care team (issue 13): contacts gain the parts of a name, a title, an organisation, a
    /// category, coordinates and the vCard lines tend does not map; their phone numbers,
    /// messaging numbers and e-mail addresses move to ordered rows with labels; tasks gain
    /// linked contacts and alert rules that name one. The old single phone and e-mail become the
    /// first rows of their kinds.
    static let version3 = Migration(version: 3, sql: """
        ALTER TABLE contacts RENAME TO contacts_version1;

        CREATE TABLE contacts (
            id TEXT PRIMARY KEY NOT NULL CHECK (id <> ''),
            name TEXT NOT NULL,
            name_prefix TEXT,
            given_name TEXT,
            family_name TEXT,
            name_suffix TEXT,
            title TEXT,
            role TEXT,
            organization TEXT,
            category TEXT CHECK (category IN ('care-team', 'emergency', 'family')),
            address TEXT,
            latitude REAL CHECK (latitude BETWEEN -90 AND 90),
            longitude REAL CHECK (longitude BETWEEN -180 AND 180),
            note TEXT,
            extra_vcard TEXT,
            CHECK ((latitude IS NULL) = (longitude IS NULL))
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE contact_values (
            contact_id TEXT NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('phone', 'message', 'email')),
            position INTEGER NOT NULL CHECK (position >= 0),
            label TEXT,
            value TEXT NOT NULL CHECK (value <> ''),
            PRIMARY KEY (contact_id, kind, position)
        ) STRICT, WITHOUT ROWID;

        INSERT INTO contacts (id, name, role, address, note)
            SELECT id, name, role, address, note FROM contacts_version1;
        INSERT INTO contact_values (contact_id, kind, position, value)
            SELECT id, 'phone', 0, phone FROM contacts_version1 WHERE phone <> '';
        INSERT INTO contact_values (contact_id, kind, position, value)
            SELECT id, 'email', 0, email FROM contacts_version1 WHERE email <> '';
        DROP TABLE contacts_version1;

        CREATE TABLE task_contacts (
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            contact_id TEXT NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
            PRIMARY KEY (task_id, position),
            UNIQUE (task_id, contact_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX task_contacts_by_contact ON task_contacts (contact_id);

        CREATE TABLE task_alerts (
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            condition TEXT NOT NULL CHECK (condition IN ('>=', '>', '<=', '<', '=', 'missed')),
            amount REAL NOT NULL,
            action TEXT NOT NULL CHECK (action IN ('call', 'message', 'email')),
            contact_id TEXT NOT NULL REFERENCES contacts (id),
            PRIMARY KEY (task_id, position)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX task_alerts_by_contact ON task_alerts (contact_id);
        """)

    /// The daemon's change journal (issue 11): for each task, the number of the last change to
    /// its rows, from one counter that only grows, kept by triggers on every table the daemon
    /// plans from (the task, its versions, outcomes and their values, log entries, reminders
    /// sent and alert rules). A daemon that remembers the largest number it has seen re-plans
    /// the tasks with larger ones, whichever program wrote them; a task undone away keeps its
    /// row. One row a task: the journal never grows with history.
    static let version4 = Migration(version: 4, sql: """
        CREATE TABLE task_changes (
            task_id TEXT PRIMARY KEY NOT NULL,
            change INTEGER NOT NULL UNIQUE
        ) STRICT, WITHOUT ROWID;
        \(changeTriggers(on: "tasks", taskID: "id"))
        \(changeTriggers(on: "task_versions", taskID: "task_id"))
        \(changeTriggers(on: "outcomes", taskID: "task_id"))
        \(changeTriggers(on: "log_entries", taskID: "task_id"))
        \(changeTriggers(on: "notifications", taskID: "task_id"))
        \(changeTriggers(on: "task_alerts", taskID: "task_id"))
        \(changeTriggers(on: "outcome_values", taskID: "task_id", through: "SELECT task_id FROM outcomes WHERE id = %.outcome_id"))
        """)

    /// Version 5: the index of a task's log entries by time also holds each entry's id (the
    /// order of entries at one time), kind and number, so a period's numbers (a chart of a logged value, `forEachLoggedNumber`) are read
    /// from the index alone, without a look-up of every entry's row. It replaces the index on
    /// `(task_id, at)`, which is its prefix, so a write updates as many indexes as before.
    static let version5 = Migration(version: 5, sql: """
        DROP INDEX log_entries_by_task_and_at;
        CREATE INDEX log_entries_by_task_and_at_with_number ON log_entries (task_id, at, id, kind, number);
        """)

    /// Version 6: two aggregates a chart reads a year from, kept by triggers so that every
    /// writer (tend, an import, `undo`, the `sqlite3` shell) keeps them true, and built here
    /// from the rows that exist. `tend check` compares them with their rows.
    /// - `done_masks`: per task, version and block of 64 occurrence indices, a 64-bit mask of
    ///   the indices that have an outcome (bit `index & 63` of block `index >> 6`; bit 63 is the
    ///   sign bit). The migration builds it with `sum` of each block's distinct powers of two,
    ///   which is their OR and never overflows (every partial sum of distinct powers of two,
    ///   the sign bit's included, lies in the 64-bit range).
    /// - `log_tallies`: per task and hour of UTC (`floor(at / 3600)`), how many entries,
    ///   how many of them numbers, and the numbers' sum, minimum and maximum. An hour is
    ///   recomputed from its entries (a few) whenever one of them is written, so a removal keeps
    ///   the minimum and the maximum true. A chart folds hours into local days, and reads the
    ///   entries of an hour that a local midnight cuts (in a zone of +5:30, say) themselves.
    static let version6 = Migration(version: 6, sql: """
        CREATE TABLE done_masks (
            task_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            block INTEGER NOT NULL CHECK (block >= 0),
            bits INTEGER NOT NULL,
            PRIMARY KEY (task_id, version, block)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO done_masks (task_id, version, block, bits) \(doneMasksFromOutcomes);
        CREATE TRIGGER outcomes_insert_done_mask AFTER INSERT ON outcomes BEGIN
            \(settingDoneBit("NEW"))
        END;
        CREATE TRIGGER outcomes_update_done_mask AFTER UPDATE OF task_id, version, occurrence_index ON outcomes BEGIN
            \(clearingDoneBit("OLD"))
            \(settingDoneBit("NEW"))
        END;
        CREATE TRIGGER outcomes_delete_done_mask AFTER DELETE ON outcomes BEGIN
            \(clearingDoneBit("OLD"))
        END;

        CREATE TABLE log_tallies (
            task_id TEXT NOT NULL,
            hour INTEGER NOT NULL,
            entries INTEGER NOT NULL CHECK (entries > 0),
            numbers INTEGER NOT NULL CHECK (numbers >= 0),
            sum REAL,
            low REAL,
            high REAL,
            PRIMARY KEY (task_id, hour)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high) \(logTalliesFromEntries);
        CREATE TRIGGER log_entries_insert_tally AFTER INSERT ON log_entries BEGIN
            \(recomputingTally("NEW"))
        END;
        CREATE TRIGGER log_entries_update_tally AFTER UPDATE OF task_id, at, kind, number ON log_entries BEGIN
            \(recomputingTally("OLD"))
            \(recomputingTally("NEW"))
        END;
        CREATE TRIGGER log_entries_delete_tally AFTER DELETE ON log_entries BEGIN
            \(recomputingTally("OLD"))
        END;
        """)

    /// Each block's mask, from the outcomes: what migration 6 builds `done_masks` with and
    /// what `tend check` compares it to. Part of a shipped step: never edit.
    static let doneMasksFromOutcomes = """
        SELECT task_id, version, occurrence_index >> 6, sum(1 << (occurrence_index & 63)) FROM outcomes
        GROUP BY task_id, version, occurrence_index >> 6
        """

    /// Each hour's tally, from the log entries (all of them, or those `filter` keeps):
    /// what migration 6 builds `log_tallies` with, its triggers recompute an hour with,
    /// and `tend check` compares it to. Part of a shipped step: never edit.
    static func logTalliesFromEntries(where filter: String) -> String {
        """
        SELECT task_id, \(hour(of: "at")), count(*), count(iif(kind = 'number', 1, NULL)),
            sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
            max(iif(kind = 'number', number, NULL))
        FROM log_entries \(filter) GROUP BY task_id, \(hour(of: "at"))
        """
    }

    /// Every hour's tally, from all the log entries. Part of a shipped step: never edit.
    static var logTalliesFromEntries: String { logTalliesFromEntries(where: "") }

    /// The hour of UTC of the time `at` (an SQL expression): `floor(at / 3600)`, also
    /// before 1970, where SQLite's division rounds toward zero.
    private static func hour(of at: String) -> String {
        "((\(at) - ((\(at) % 3600) + 3600) % 3600) / 3600)"
    }

    /// Sets the bit of `row`'s (NEW's) occurrence in its block's mask. Part of a shipped step.
    private static func settingDoneBit(_ row: String) -> String {
        """
        INSERT INTO done_masks (task_id, version, block, bits)
                VALUES (\(row).task_id, \(row).version, \(row).occurrence_index >> 6, 1 << (\(row).occurrence_index & 63))
                ON CONFLICT (task_id, version, block) DO UPDATE SET bits = bits | excluded.bits;
        """
    }

    /// Clears the bit of `row`'s (OLD's) occurrence, and drops a block left empty. Part of a
    /// shipped step.
    private static func clearingDoneBit(_ row: String) -> String {
        let block = "task_id = \(row).task_id AND version = \(row).version AND block = \(row).occurrence_index >> 6"
        return """
            UPDATE done_masks SET bits = bits & ~(1 << (\(row).occurrence_index & 63)) WHERE \(block);
                DELETE FROM done_masks WHERE \(block) AND bits = 0;
            """
    }

    /// Recomputes the tally of `row`'s (NEW's or OLD's) task and hour from its entries,
    /// and drops it when none is left. Part of a shipped step.
    private static func recomputingTally(_ row: String) -> String {
        let start = "\(hour(of: "\(row).at")) * 3600"
        return """
            DELETE FROM log_tallies WHERE task_id = \(row).task_id AND hour = \(hour(of: "\(row).at"));
                INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high)
                    \(logTalliesFromEntries(where: "WHERE task_id = \(row).task_id AND at >= \(start) AND at < \(start) + 3600"));
            """
    }

    /// Version 7: the alerts of missed doses the daemon sent, by their tag, with the miss each was about:
    /// read when the daemon starts, so that a restart does not show an alert again, and pruned
    /// once the miss is older than the daemon looks back. The daemon's state, not the plan's:
    /// exports leave it out (`TableSQL.tables`).
    static let version7 = Migration(version: 7, sql: """
        CREATE TABLE sent_alerts (
            tag TEXT PRIMARY KEY NOT NULL,
            missed_at INTEGER NOT NULL,
            sent_at INTEGER NOT NULL
        ) STRICT, WITHOUT ROWID;
        """)

    /// The triggers of migration 4 on `table`: after each row inserted, updated or deleted, the
    /// task it belongs to (its `taskID` column, or the one `through` selects with `%` standing
    /// for NEW or OLD) gets the next change number. Part of a shipped step: never edit.
    private static func changeTriggers(on table: String, taskID: String, through query: String? = nil) -> String {
        func record(_ row: String) -> String {
            let task = query.map { "(" + $0.replacingPercent(with: row) + ")" } ?? "\(row).\(taskID)"
            return """
                INSERT OR REPLACE INTO task_changes (task_id, change)
                        SELECT \(task), (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE \(task) IS NOT NULL;
                """
        }
        return """
            CREATE TRIGGER \(table)_insert_journal AFTER INSERT ON \(table) BEGIN
                \(record("NEW"))
            END;
            CREATE TRIGGER \(table)_update_journal AFTER UPDATE ON \(table) BEGIN
                \(record("OLD"))
                \(record("NEW"))
            END;
            CREATE TRIGGER \(table)_delete_journal AFTER DELETE ON \(table) BEGIN
                \(record("OLD"))
            END;
            """
    }
}

private extension String {
    /// The text with each `%` replaced by `row`.
    func replacingPercent(with row: String) -> String {
        split(separator: "%", omittingEmptySubsequences: false).joined(separator: row)
    }
}
