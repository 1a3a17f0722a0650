CREATE TABLE done_masks (
    task_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    block INTEGER NOT NULL CHECK (block >= 0),
    bits INTEGER NOT NULL,
    PRIMARY KEY (task_id, version, block)
) STRICT, WITHOUT ROWID;
INSERT INTO done_masks (task_id, version, block, bits) SELECT task_id, version, occurrence_index >> 6, sum(1 << (occurrence_index & 63)) FROM outcomes
GROUP BY task_id, version, occurrence_index >> 6;
CREATE TRIGGER outcomes_insert_done_mask AFTER INSERT ON outcomes BEGIN
    INSERT INTO done_masks (task_id, version, block, bits)
        VALUES (NEW.task_id, NEW.version, NEW.occurrence_index >> 6, 1 << (NEW.occurrence_index & 63))
        ON CONFLICT (task_id, version, block) DO UPDATE SET bits = bits | excluded.bits;
END;
CREATE TRIGGER outcomes_update_done_mask AFTER UPDATE OF task_id, version, occurrence_index ON outcomes BEGIN
    UPDATE done_masks SET bits = bits & ~(1 << (OLD.occurrence_index & 63)) WHERE task_id = OLD.task_id AND version = OLD.version AND block = OLD.occurrence_index >> 6;
    DELETE FROM done_masks WHERE task_id = OLD.task_id AND version = OLD.version AND block = OLD.occurrence_index >> 6 AND bits = 0;
    INSERT INTO done_masks (task_id, version, block, bits)
        VALUES (NEW.task_id, NEW.version, NEW.occurrence_index >> 6, 1 << (NEW.occurrence_index & 63))
        ON CONFLICT (task_id, version, block) DO UPDATE SET bits = bits | excluded.bits;
END;
CREATE TRIGGER outcomes_delete_done_mask AFTER DELETE ON outcomes BEGIN
    UPDATE done_masks SET bits = bits & ~(1 << (OLD.occurrence_index & 63)) WHERE task_id = OLD.task_id AND version = OLD.version AND block = OLD.occurrence_index >> 6;
    DELETE FROM done_masks WHERE task_id = OLD.task_id AND version = OLD.version AND block = OLD.occurrence_index >> 6 AND bits = 0;
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
INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high) SELECT task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600), count(*), count(iif(kind = 'number', 1, NULL)),
    sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
    max(iif(kind = 'number', number, NULL))
FROM log_entries  GROUP BY task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600);
CREATE TRIGGER log_entries_insert_tally AFTER INSERT ON log_entries BEGIN
    DELETE FROM log_tallies WHERE task_id = NEW.task_id AND hour = ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600);
    INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high)
        SELECT task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600), count(*), count(iif(kind = 'number', 1, NULL)),
    sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
    max(iif(kind = 'number', number, NULL))
FROM log_entries WHERE task_id = NEW.task_id AND at >= ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600) * 3600 AND at < ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600) * 3600 + 3600 GROUP BY task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600);
END;
CREATE TRIGGER log_entries_update_tally AFTER UPDATE OF task_id, at, kind, number ON log_entries BEGIN
    DELETE FROM log_tallies WHERE task_id = OLD.task_id AND hour = ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600);
    INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high)
        SELECT task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600), count(*), count(iif(kind = 'number', 1, NULL)),
    sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
    max(iif(kind = 'number', number, NULL))
FROM log_entries WHERE task_id = OLD.task_id AND at >= ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600) * 3600 AND at < ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600) * 3600 + 3600 GROUP BY task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600);
    DELETE FROM log_tallies WHERE task_id = NEW.task_id AND hour = ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600);
    INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high)
        SELECT task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600), count(*), count(iif(kind = 'number', 1, NULL)),
    sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
    max(iif(kind = 'number', number, NULL))
FROM log_entries WHERE task_id = NEW.task_id AND at >= ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600) * 3600 AND at < ((NEW.at - ((NEW.at % 3600) + 3600) % 3600) / 3600) * 3600 + 3600 GROUP BY task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600);
END;
CREATE TRIGGER log_entries_delete_tally AFTER DELETE ON log_entries BEGIN
    DELETE FROM log_tallies WHERE task_id = OLD.task_id AND hour = ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600);
    INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high)
        SELECT task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600), count(*), count(iif(kind = 'number', 1, NULL)),
    sum(iif(kind = 'number', number, NULL)), min(iif(kind = 'number', number, NULL)),
    max(iif(kind = 'number', number, NULL))
FROM log_entries WHERE task_id = OLD.task_id AND at >= ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600) * 3600 AND at < ((OLD.at - ((OLD.at % 3600) + 3600) % 3600) / 3600) * 3600 + 3600 GROUP BY task_id, ((at - ((at % 3600) + 3600) % 3600) / 3600);
END;