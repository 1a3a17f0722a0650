"""The realistic care plan every scenario starts from, added through tend itself."""

import json

import tend

# id, title, schedule, extra options of `tend add`
TASKS = [
    ("ibuprofen", "Ibuprofen 400 mg", "4 times a day", ["--group", "medication"]),
    ("amoxicillin", "Amoxicillin 500 mg", "every 8 hours from 06:00 for 10 days", ["--group", "medication"]),
    ("physio", "Knee exercises", "weekdays at 18:30", ["--group", "exercise"]),
    ("injection", "Methotrexate injection", "every week on tuesday at 09:00", ["--group", "medication"]),
    ("nausea", "Nausea", "every day", ["--no-adherence"]),
]

LOG_TASK = "nausea"
COURSE_TASK = "amoxicillin"


class PlanError(Exception):
    pass


def create(binary, db, first_day, course_start=None):
    """Write the plan into a new database at `db`, taking effect on `first_day` (YYYY-MM-DD); the
    antibiotic's course starts on `course_start` (default `first_day`)."""
    env = tend.environment(db=db, now=f"{first_day}T05:00")
    for task_id, title, schedule, options in TASKS:
        start = course_start if task_id == COURSE_TASK and course_start else first_day
        result = tend.run([binary, "add", title, "--id", task_id, "--schedule", schedule, "--from", start,
                           *options], env)
        if result.status != 0:
            raise PlanError(f"tend add {task_id}: {tend.describe(result)}")


def occurrences(binary, db, day):
    """The occurrences of `day` as `tend today --json` lists them: dicts with task, number, version,
    index and start (an ISO date-time in UTC)."""
    result = tend.run([binary, "today", "--json", "--date", day], tend.environment(db=db, now=f"{day}T05:00"))
    if result.status != 0:
        raise PlanError(f"tend today --json --date {day}: {tend.describe(result)}")
    found = []
    for task in json.loads(result.stdout)["tasks"]:
        for occurrence in task.get("occurrences", []):
            found.append(dict(task=task["id"], number=occurrence["number"], version=occurrence["scheduleVersion"],
                              index=occurrence["index"], start=occurrence["start"]))
    return found
