CREATE TABLE task_changes (
    task_id TEXT PRIMARY KEY NOT NULL,
    change INTEGER NOT NULL UNIQUE
) STRICT, WITHOUT ROWID;
CREATE TRIGGER tasks_insert_journal AFTER INSERT ON tasks BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.id IS NOT NULL;
END;
CREATE TRIGGER tasks_update_journal AFTER UPDATE ON tasks BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.id IS NOT NULL;
END;
CREATE TRIGGER tasks_delete_journal AFTER DELETE ON tasks BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.id IS NOT NULL;
END;
CREATE TRIGGER task_versions_insert_journal AFTER INSERT ON task_versions BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER task_versions_update_journal AFTER UPDATE ON task_versions BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER task_versions_delete_journal AFTER DELETE ON task_versions BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
END;
CREATE TRIGGER outcomes_insert_journal AFTER INSERT ON outcomes BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER outcomes_update_journal AFTER UPDATE ON outcomes BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER outcomes_delete_journal AFTER DELETE ON outcomes BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
END;
CREATE TRIGGER log_entries_insert_journal AFTER INSERT ON log_entries BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER log_entries_update_journal AFTER UPDATE ON log_entries BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER log_entries_delete_journal AFTER DELETE ON log_entries BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
END;
CREATE TRIGGER notifications_insert_journal AFTER INSERT ON notifications BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER notifications_update_journal AFTER UPDATE ON notifications BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER notifications_delete_journal AFTER DELETE ON notifications BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
END;
CREATE TRIGGER task_alerts_insert_journal AFTER INSERT ON task_alerts BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER task_alerts_update_journal AFTER UPDATE ON task_alerts BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT NEW.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE NEW.task_id IS NOT NULL;
END;
CREATE TRIGGER task_alerts_delete_journal AFTER DELETE ON task_alerts BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT OLD.task_id, (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE OLD.task_id IS NOT NULL;
END;
CREATE TRIGGER outcome_values_insert_journal AFTER INSERT ON outcome_values BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT (SELECT task_id FROM outcomes WHERE id = NEW.outcome_id), (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE (SELECT task_id FROM outcomes WHERE id = NEW.outcome_id) IS NOT NULL;
END;
CREATE TRIGGER outcome_values_update_journal AFTER UPDATE ON outcome_values BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT (SELECT task_id FROM outcomes WHERE id = OLD.outcome_id), (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE (SELECT task_id FROM outcomes WHERE id = OLD.outcome_id) IS NOT NULL;
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT (SELECT task_id FROM outcomes WHERE id = NEW.outcome_id), (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE (SELECT task_id FROM outcomes WHERE id = NEW.outcome_id) IS NOT NULL;
END;
CREATE TRIGGER outcome_values_delete_journal AFTER DELETE ON outcome_values BEGIN
    INSERT OR REPLACE INTO task_changes (task_id, change)
        SELECT (SELECT task_id FROM outcomes WHERE id = OLD.outcome_id), (SELECT coalesce(max(change), 0) + 1 FROM task_changes) WHERE (SELECT task_id FROM outcomes WHERE id = OLD.outcome_id) IS NOT NULL;
END;