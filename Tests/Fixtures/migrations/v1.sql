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