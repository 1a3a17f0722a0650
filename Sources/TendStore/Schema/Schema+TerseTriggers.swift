/// Steps 8 and 9: the bookkeeping of steps 4 and 6 (the change journal, the done masks and the
/// log tallies) kept by triggers that cost less to parse, which every connection does when it
/// first reads (docs/store.md, "Terse triggers" and "The journal as a counter").
extension Schema {
    /// Version 8 (issue 11): the same bookkeeping, cheaper to parse. Every connection parses
    /// the whole schema when it first reads, and the 27 triggers of steps 4 and 6 were most of
    /// it (2.1 M of the 2.85 M instructions SQLite spent on the schema in a 5-task
    /// `tend today`). They become one trigger per table and event (21), each written as tersely
    /// as SQL allows, with the same journal numbers, masks and tallies for every write:
    /// - the journal: `REPLACE INTO`, one aggregate select instead of a select of a
    ///   subquery, and no `IS NOT NULL` test where the column is `NOT NULL`; a value's task is
    ///   selected from its outcome, so a value of no outcome (deleted with it) journals nothing,
    ///   as before;
    /// - on `outcomes` and `log_entries`, the journal and the aggregate share a trigger; their
    ///   update triggers fire on every update, and an update of a column the aggregate does not
    ///   read clears and sets the same bit or recomputes the same hour from its rows: a true
    ///   aggregate stays as it was, and one that a write around the triggers left wrong (an
    ///   `INSERT OR REPLACE`) becomes true for that block or hour;
    /// - an hour is `at / 3600 - (at % 3600 < 0)` (`floor(at / 3600)` in fewer operations),
    ///   and an hour's entries are read through a subquery that names the number once.
    ///
    /// The index of outcomes by occurrence start also holds what a day's completions read (the
    /// id, for their order, then the task, version, index and recording time), so
    /// `forEachCompletion(scheduledIn:)` reads the index alone, without a look-up of each
    /// outcome's row. It replaces `outcomes_by_occurrence_start`, its prefix.
    static let version8 = Migration(version: 8, sql: """
        \(["tasks", "task_versions", "outcomes", "outcome_values", "log_entries", "notifications", "task_alerts"]
            .flatMap { table in ["insert", "update", "delete"].map { "DROP TRIGGER \(table)_\($0)_journal;" } }
            .joined(separator: "\n"))
        DROP TRIGGER outcomes_insert_done_mask;
        DROP TRIGGER outcomes_update_done_mask;
        DROP TRIGGER outcomes_delete_done_mask;
        DROP TRIGGER log_entries_insert_tally;
        DROP TRIGGER log_entries_update_tally;
        DROP TRIGGER log_entries_delete_tally;
        \(terseTriggers(on: "tasks", journal: journaling("id")))
        \(terseTriggers(on: "task_versions", journal: journaling("task_id")))
        \(terseTriggers(on: "outcomes", journal: journaling("task_id"), adding: settingBit, removing: clearingBit))
        \(terseTriggers(on: "outcome_values", journal: journalingValue))
        \(terseTriggers(on: "log_entries", journal: journaling("task_id"), adding: tallying, removing: tallying))
        \(terseTriggers(on: "notifications", journal: journaling("task_id")))
        \(terseTriggers(on: "task_alerts", journal: journaling("task_id")))
        DROP INDEX outcomes_by_occurrence_start;
        CREATE INDEX outcomes_by_occurrence_start_with_completion
            ON outcomes (occurrence_start, id, task_id, version, occurrence_index, recorded_at);
        """)

    /// The three triggers of migration 8 on `table`: after an insert, the journal and `adding`
    /// of NEW; after an update, the journal of OLD and of NEW (two numbers, as migration 4
    /// gave), `removing` OLD and `adding` NEW; after a delete, the journal and `removing` of
    /// OLD. Part of a shipped step: never edit.
    private static func terseTriggers(
        on table: String, journal: (String) -> String,
        adding: (String) -> String = { _ in "" }, removing: (String) -> String = { _ in "" }
    ) -> String {
        """
        CREATE TRIGGER \(table)_insert AFTER INSERT ON \(table) BEGIN \(journal("NEW"))\(adding("NEW"))END;
        CREATE TRIGGER \(table)_update AFTER UPDATE ON \(table) BEGIN \(journal("OLD"))\(journal("NEW"))\(removing("OLD"))\(adding("NEW"))END;
        CREATE TRIGGER \(table)_delete AFTER DELETE ON \(table) BEGIN \(journal("OLD"))\(removing("OLD"))END;
        """
    }

    /// Migration 8's journal of the task in `row`'s column `taskID` (never NULL: every
    /// journaled table declares it `NOT NULL`): the next change number, `max + 1`, through the
    /// column's unique index. Part of a shipped step: never edit.
    private static func journaling(_ taskID: String) -> (String) -> String {
        { row in "REPLACE INTO task_changes SELECT \(row).\(taskID),ifnull(max(change),0)+1 FROM task_changes;" }
    }

    /// Migration 8's journal of an outcome value's task, from its outcome; none when the outcome
    /// is gone. Part of a shipped step: never edit.
    private static func journalingValue(_ row: String) -> String {
        "REPLACE INTO task_changes SELECT task_id,(SELECT ifnull(max(change),0)+1 FROM task_changes)FROM outcomes WHERE id=\(row).outcome_id;"
    }

    /// Migration 8's setting of `row`'s bit (`&` and `<<` bind alike in SQLite, hence the
    /// parentheses). Part of a shipped step: never edit.
    private static func settingBit(_ row: String) -> String {
        "INSERT INTO done_masks VALUES(\(row).task_id,\(row).version,\(row).occurrence_index>>6,1<<(\(row).occurrence_index&63))ON CONFLICT DO UPDATE SET bits=bits|excluded.bits;"
    }

    /// Migration 8's clearing of `row`'s bit, and the dropping of its block left at 0. Part of a
    /// shipped step: never edit.
    private static func clearingBit(_ row: String) -> String {
        let block = "task_id=\(row).task_id AND version=\(row).version AND block=\(row).occurrence_index>>6"
        return "UPDATE done_masks SET bits=bits&~(1<<(\(row).occurrence_index&63))WHERE \(block);DELETE FROM done_masks WHERE \(block) AND bits=0;"
    }

    /// Migration 8's recomputing of the tally of `row`'s task and hour from its entries (none
    /// when it has none left). `h` is the hour, the same for every entry of the subquery; the
    /// range on `at` keeps the read to the hour's entries in the index. Part of a shipped step:
    /// never edit.
    private static func tallying(_ row: String) -> String {
        "DELETE FROM log_tallies WHERE task_id=\(row).task_id AND hour=\(row).at/3600-(\(row).at%3600<0);"
            + "INSERT INTO log_tallies SELECT task_id,h,count(),count(n),sum(n),min(n),max(n)"
            + "FROM(SELECT task_id,at,CASE kind WHEN'number'THEN number END n,\(row).at/3600-(\(row).at%3600<0)h FROM log_entries)"
            + "WHERE task_id=\(row).task_id AND at>=h*3600 AND at<h*3600+3600 GROUP BY 1;"
    }

    /// Version 9 (issue 11): the same bookkeeping, cheaper still to parse (the 21 triggers of
    /// step 8 were 1.35 M of the 4.10 M instructions of a 5-task `tend today`).
    /// - The journal counts with the rowid: `task_changes` becomes `(change INTEGER PRIMARY KEY
    ///   AUTOINCREMENT, task_id UNIQUE)`, its rows copied with their numbers, and each journal
    ///   statement is `REPLACE INTO task_changes(task_id)VALUES(…)`. REPLACE deletes the task's
    ///   row and AUTOINCREMENT numbers the new one above every number ever given, which is the
    ///   `max(change) + 1` of step 8 because no journal row is ever deleted but by a REPLACE
    ///   that puts a larger one in its place. `sqlite_sequence` (SQLite's) holds the counter.
    /// - An hour's tally is recomputed in one place: an insert into the view `tally_hours`
    ///   (no rows, only columns) runs its `INSTEAD OF INSERT` trigger, which deletes the hour's
    ///   tally and inserts it again from its entries, with the same statements as step 8; the
    ///   triggers of `log_entries` insert their rows' hours into it. The masks keep step 8's
    ///   statements: a view for them cost more to parse than it saved.
    static let version9 = Migration(version: 9, sql: """
        \(["tasks", "task_versions", "outcomes", "outcome_values", "log_entries", "notifications", "task_alerts"]
            .flatMap { table in ["insert", "update", "delete"].map { "DROP TRIGGER \(table)_\($0);" } }
            .joined(separator: "\n"))
        ALTER TABLE task_changes RENAME TO task_changes_version8;
        CREATE TABLE task_changes(change INTEGER PRIMARY KEY AUTOINCREMENT,task_id TEXT NOT NULL UNIQUE)STRICT;
        INSERT INTO task_changes(change,task_id)SELECT change,task_id FROM task_changes_version8 ORDER BY change;
        DROP TABLE task_changes_version8;
        CREATE VIEW tally_hours(task_id,hour)AS SELECT NULL,NULL WHERE 0;
        CREATE TRIGGER tally_hours INSTEAD OF INSERT ON tally_hours BEGIN \
        DELETE FROM log_tallies WHERE task_id=NEW.task_id AND hour=NEW.hour;\
        INSERT INTO log_tallies SELECT task_id,NEW.hour,count(),count(n),sum(n),min(n),max(n)\
        FROM(SELECT task_id,at,CASE kind WHEN'number'THEN number END n FROM log_entries)\
        WHERE task_id=NEW.task_id AND at>=NEW.hour*3600 AND at<NEW.hour*3600+3600 GROUP BY 1;END;
        \(terseTriggers(on: "tasks", journal: counting("id")))
        \(terseTriggers(on: "task_versions", journal: counting("task_id")))
        \(terseTriggers(on: "outcomes", journal: counting("task_id"), adding: settingBit, removing: clearingBit))
        \(terseTriggers(on: "outcome_values", journal: countingValue))
        \(terseTriggers(on: "log_entries", journal: counting("task_id"), adding: tallyingHour, removing: tallyingHour))
        \(terseTriggers(on: "notifications", journal: counting("task_id")))
        \(terseTriggers(on: "task_alerts", journal: counting("task_id")))
        """)

    /// Migration 9's journal of the task in `row`'s column `taskID`: the rowid counter numbers
    /// it. Part of a shipped step: never edit.
    private static func counting(_ taskID: String) -> (String) -> String {
        { row in "REPLACE INTO task_changes(task_id)VALUES(\(row).\(taskID));" }
    }

    /// Migration 9's journal of an outcome value's task, from its outcome; none when the outcome
    /// is gone. Part of a shipped step: never edit.
    private static func countingValue(_ row: String) -> String {
        "REPLACE INTO task_changes(task_id)SELECT task_id FROM outcomes WHERE id=\(row).outcome_id;"
    }

    /// Migration 9's recomputing of the tally of `row`'s task and hour (`floor(at / 3600)`):
    /// the view's trigger does it. Part of a shipped step: never edit.
    private static func tallyingHour(_ row: String) -> String {
        "INSERT INTO tally_hours VALUES(\(row).task_id,\(row).at/3600-(\(row).at%3600<0));"
    }
}
