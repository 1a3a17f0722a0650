DROP INDEX log_entries_by_task_and_at;
CREATE INDEX log_entries_by_task_and_at_with_number ON log_entries (task_id, at, id, kind, number);