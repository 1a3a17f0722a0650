"""Reading a tend database the way a careful outsider would: read-only, through python's sqlite3."""

import sqlite3
import urllib.parse
from collections import Counter
from contextlib import closing


def connect(path):
    """A read-only connection; the path is quoted so that '?', '#' and '%' stay part of the name."""
    uri = "file:" + urllib.parse.quote(path) + "?mode=ro"
    return sqlite3.connect(uri, uri=True, timeout=30)


def integrity(path):
    """'ok', or what `PRAGMA integrity_check` (or opening the file) said instead."""
    try:
        with closing(connect(path)) as db:
            rows = db.execute("PRAGMA integrity_check").fetchall()
            problems = db.execute("PRAGMA foreign_key_check").fetchall()
    except sqlite3.Error as error:
        return f"cannot check: {error}"
    answer = "; ".join(str(row[0]) for row in rows)
    return answer if not problems else f"{answer}; foreign key problems: {problems[:3]}"


def outcomes(path):
    """Each recorded occurrence, keyed (task, occurrence start in Unix seconds): a list of rows, each
    (note, [(number, unit), ...])."""
    found = {}
    with closing(connect(path)) as db:
        values = {}
        for outcome_id, number, unit in db.execute("SELECT outcome_id, number, unit FROM outcome_values"):
            values.setdefault(outcome_id, []).append((number, unit))
        for outcome_id, task, start, note in db.execute(
                "SELECT id, task_id, occurrence_start, note FROM outcomes"):
            found.setdefault((task, start), []).append((note, values.get(outcome_id, [])))
    return found


def log_entries(path):
    """Each log entry's note, with the entries that carry it: (at, number, unit)."""
    found = {}
    with closing(connect(path)) as db:
        for note, at, number, unit in db.execute("SELECT note, at, number, unit FROM log_entries"):
            found.setdefault(note, []).append((at, number, unit))
    return found


def notification_counts(path):
    """How many times the daemon recorded sending each occurrence's reminder, keyed by its tag."""
    with closing(connect(path)) as db:
        rows = db.execute("SELECT task_id, version, occurrence_index, times_sent FROM notifications").fetchall()
    return Counter({f"tend:{task}:{version}:{index}": times for task, version, index, times in rows})



def records_with_note(path, note):
    """The records that carry `note`: outcomes as lists of their values [(number, unit)], and log
    entries as (number, unit)."""
    with closing(connect(path)) as db:
        outcome_rows = db.execute("SELECT id FROM outcomes WHERE note = ?", (note,)).fetchall()
        found = [db.execute("SELECT number, unit FROM outcome_values WHERE outcome_id = ? ORDER BY position",
                            (outcome_id,)).fetchall() for (outcome_id,) in outcome_rows]
        entries = db.execute("SELECT number, unit FROM log_entries WHERE note = ?", (note,)).fetchall()
    return found, entries
