DROP INDEX outcomes_by_recorded_at;
CREATE INDEX outcomes_by_task_and_recorded_at ON outcomes (task_id, recorded_at);