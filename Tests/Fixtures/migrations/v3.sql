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