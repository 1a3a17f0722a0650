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

    /// The alerts of missed doses the daemon sent, by their tag, with the miss each was about:
    /// read when the daemon starts, so that a restart does not show an alert again, and pruned
    /// once the miss is older than the daemon looks back. The daemon's state, not the plan's:
    /// exports leave it out (`TableSQL.tables`).
    static let version6 = Migration(version: 6, sql: """
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
