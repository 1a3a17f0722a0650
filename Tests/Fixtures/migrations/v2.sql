ALTER TABLE tasks ADD COLUMN max_per_day INTEGER CHECK (max_per_day >= 1);
ALTER TABLE tasks ADD COLUMN min_interval_seconds INTEGER CHECK (min_interval_seconds > 0);