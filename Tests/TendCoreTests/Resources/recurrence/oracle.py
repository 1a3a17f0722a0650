"""Expands recurrence rules with python-dateutil, as the oracle for tend's RecurrenceExpander.

Input (the file named by the first argument), one case per line:
    RRULE-TEXT|DTSTART|END|LIMIT
RRULE-TEXT is an RRULE value without the prefix (UNTIL written without Z). Its optional part
X-TIMES=HHMMSS,... stands for tend's `times` extension: the rule's time set is replaced by those
times, exactly what tend's `times` means. DTSTART and END are YYYYMMDDTHHMMSS; LIMIT caps the
number of occurrences printed.

Output, one line per case: STATUS|V1,V2,... where the values are the occurrences from DTSTART
up to (not including) END as local seconds since 1970-01-01T00:00:00, and STATUS is
    OK     every occurrence before END is listed,
    LIMIT  LIMIT occurrences were listed and there may be more before END,
    ERROR  dateutil gave up with an exception after the listed occurrences.

dateutil walks a rule that never matches until year 9999; so that such rules end quickly,
datetime.MAXYEAR (which dateutil's rrule reads at each step) is lowered to the year after END,
which changes nothing before END.
"""
import datetime
import sys

from dateutil import rrule as dr

FREQUENCIES = {name: getattr(dr, name) for name in
               ("YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY")}
WEEKDAYS = {"MO": dr.MO, "TU": dr.TU, "WE": dr.WE, "TH": dr.TH, "FR": dr.FR, "SA": dr.SA, "SU": dr.SU}
LISTS = {"BYSECOND": "bysecond", "BYMINUTE": "byminute", "BYHOUR": "byhour",
         "BYMONTHDAY": "bymonthday", "BYYEARDAY": "byyearday", "BYWEEKNO": "byweekno",
         "BYMONTH": "bymonth", "BYSETPOS": "bysetpos"}
EPOCH = datetime.datetime(1970, 1, 1)


def local_datetime(text):
    if len(text) == 8:
        return datetime.datetime.strptime(text, "%Y%m%d")
    return datetime.datetime.strptime(text, "%Y%m%dT%H%M%S")


def weekday(text):
    code = text[-2:]
    ordinal = text[:-2]
    return WEEKDAYS[code](int(ordinal)) if ordinal else WEEKDAYS[code]


def make_rule(text, start):
    arguments = {"dtstart": start}
    times = None
    for part in text.split(";"):
        name, value = part.split("=", 1)
        if name == "FREQ":
            frequency = FREQUENCIES[value]
        elif name == "INTERVAL":
            arguments["interval"] = int(value)
        elif name == "COUNT":
            arguments["count"] = int(value)
        elif name == "UNTIL":
            arguments["until"] = local_datetime(value)
        elif name == "WKST":
            arguments["wkst"] = WEEKDAYS[value]
        elif name == "BYDAY":
            arguments["byweekday"] = [weekday(item) for item in value.split(",")]
        elif name == "X-TIMES":
            times = [datetime.time(int(t[0:2]), int(t[2:4]), int(t[4:6])) for t in value.split(",")]
        else:
            arguments[LISTS[name]] = [int(item) for item in value.split(",")]
    rule = dr.rrule(frequency, **arguments)
    if times is not None:
        rule._timeset = tuple(sorted(set(times)))
    return rule


def expand(line):
    text, start_text, end_text, limit_text = line.split("|")
    start = local_datetime(start_text)
    end = local_datetime(end_text)
    limit = int(limit_text)
    datetime.MAXYEAR = end.year + 1
    values = []
    status = "OK"
    try:
        for occurrence in make_rule(text, start):
            if occurrence >= end:
                break
            if len(values) == limit:
                status = "LIMIT"
                break
            values.append(int((occurrence - EPOCH).total_seconds()))
    except (ValueError, IndexError):
        status = "ERROR"
    return status + "|" + ",".join(str(v) for v in values)


def main():
    with open(sys.argv[1]) as cases:
        lines = [line.rstrip("\n") for line in cases if line.strip()]
    sys.stdout.write("\n".join(expand(line) for line in lines) + "\n")


if __name__ == "__main__":
    main()
