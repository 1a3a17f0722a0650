"""Expands an iCalendar file with python icalendar and recurring_ical_events, for tend's tests.

    python expand.py FILE ZONE FROM TO

Prints every occurrence of every VTODO and VEVENT that starts in [FROM, TO) (dates, local
midnight in ZONE) as "TASK<TAB>YYYY-MM-DDTHH:MM:SSZ", sorted; TASK is the UID up to its first
'.' or '@' (tend writes ibuprofen@tend, ibuprofen.v2.e1@tend). Floating times are read in ZONE,
as a calendar program in that zone shows them; cancelled occurrences are left out.
"""
import datetime
import sys
import zoneinfo

import icalendar
import recurring_ical_events


def main():
    path, zone_name, start, end = sys.argv[1:5]
    zone = zoneinfo.ZoneInfo(zone_name)
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    begin = datetime.datetime.fromisoformat(start).replace(tzinfo=zone)
    finish = datetime.datetime.fromisoformat(end).replace(tzinfo=zone)
    query = recurring_ical_events.of(calendar, components=["VTODO", "VEVENT"])
    lines = []
    for component in query.between(begin, finish):
        if str(component.get("STATUS", "")).upper() == "CANCELLED":
            continue
        uid = str(component["UID"])
        task = uid.split("@")[0].split(".")[0]
        value = component["DTSTART"].dt
        if not isinstance(value, datetime.datetime):
            value = datetime.datetime.combine(value, datetime.time())
        if value.tzinfo is None:
            value = value.replace(tzinfo=zone)
        if not (begin <= value < finish):
            continue
        utc = value.astimezone(datetime.timezone.utc)
        lines.append(f"{task}\t{utc.strftime('%Y-%m-%dT%H:%M:%SZ')}")
    for line in sorted(lines):
        print(line)


main()
