import TendCore
import Testing
@testable import TendNotify

/// The planner's rules: when first reminders, nags and snoozes come due; the catch-up window
/// and the fold; quiet hours.
@Suite struct ReminderPlannerTests {
    typealias F = PlanningFixtures

    let planner = ReminderPlanner(settings: ReminderSettings(), zone: .utc)

    @Test func firstReminderAtTheStartAndTheNextWakeAtTheFollowingOne() {
        let task = F.task("ibuprofen", "daily at 08:00 and 20:00")
        let before = planner.plan(F.candidates(task), now: F.at("07:59:59"))
        #expect(before.sends.isEmpty)
        #expect(before.wakeAt == F.at("08:00"))

        let due = planner.plan(F.candidates(task), now: F.at("08:00"))
        #expect(due.summary == ["due ibuprofen#0"])
        #expect(due.wakeAt == F.at("20:00"))
    }

    @Test func leadTimeMovesTheReminderEarlier() {
        let task = F.task("ibuprofen", "daily at 08:00")
        let plan = planner.plan(F.candidates(task, lead: 600), now: F.at("07:45"))
        #expect(plan.wakeAt == F.at("07:50"))
        #expect(planner.plan(F.candidates(task, lead: 600), now: F.at("07:50")).summary == ["due ibuprofen#0"])
    }

    @Test func nothingForOccurrencesBeforeTheTaskExisted() {
        let task = F.task("walk", "daily at 08:00", created: F.at("15:00"))
        let plan = planner.plan(F.candidates(task), now: F.at("15:00"))
        #expect(plan.sends.isEmpty)
        #expect(plan.wakeAt == F.at("08:00", day: 2))
    }

    @Test func doneOccurrencesAreNeitherRemindedNorNagged() {
        let task = F.task("ibuprofen", "daily at 08:00")
        #expect(planner.plan(F.candidates(task, done: [0]), now: F.at("08:00")).sends.isEmpty)
        let sent = F.candidates(task, history: [0: F.sentOnce(at: F.at("08:00"))], done: [0])
        #expect(planner.plan(sent, now: F.at("09:00")).sends.isEmpty)
    }

    @Test func nagsEveryIntervalUpToTheLimit() {
        let task = F.task("ibuprofen", "daily at 08:00")
        var history = F.sentOnce(at: F.at("08:00"))
        let early = planner.plan(F.candidates(task, history: [0: history]), now: F.at("08:29"))
        #expect(early.sends.isEmpty)
        #expect(early.wakeAt == F.at("08:30"))
        #expect(planner.plan(F.candidates(task, history: [0: history]), now: F.at("08:30")).summary == ["nag ibuprofen#0"])

        history.timesSent = 4
        history.lastSentAt = F.at("09:30")
        let spent = planner.plan(F.candidates(task, history: [0: history]), now: F.at("10:00"))
        #expect(spent.sends.isEmpty)
        #expect(spent.wakeAt == F.at("08:00", day: 2))
    }

    @Test func aZeroIntervalTurnsNagsOff() {
        var settings = ReminderSettings()
        settings.nagIntervalSeconds = 0
        let plan = ReminderPlanner(settings: settings, zone: .utc)
            .plan(F.candidates(F.task("ibuprofen", "daily at 08:00"), history: [0: F.sentOnce(at: F.at("08:00"))]), now: F.at("09:00"))
        #expect(plan.sends.isEmpty)
    }

    @Test func nagsStopOnceTheNextOccurrenceIsDue() {
        let task = F.task("water", "every hour from 08:00")
        let history: [Int: ReminderHistory] = [0: F.sentOnce(at: F.at("08:00")), 1: F.sentOnce(at: F.at("09:00"))]
        let plan = planner.plan(F.candidates(task, history: history), now: F.at("09:30"))
        #expect(plan.summary == ["nag water#1"])
    }

    @Test func aSnoozedReminderComesBackAtTheEndOfItsSnooze() {
        let task = F.task("ibuprofen", "daily at 08:00")
        let history = [0: F.sentOnce(at: F.at("08:00"), snoozedUntil: F.at("08:10"))]
        let waiting = planner.plan(F.candidates(task, history: history), now: F.at("08:05"))
        #expect(waiting.wakeAt == F.at("08:10"))
        #expect(planner.plan(F.candidates(task, history: history), now: F.at("08:10")).summary == ["snoozed ibuprofen#0"])
    }

    @Test func whatCameDueWhileAwayIsSentOnceWithinTheWindow() {
        let task = F.task("ibuprofen", "daily at 08:00 and 20:00")
        let plan = planner.plan(F.candidates(task), now: F.at("09:00", day: 2))
        // 2026-12-01 08:00 is 25 hours old; 20:00 (13 h) is outside 12 h too; 2026-12-02 08:00 is 1 h old.
        #expect(plan.summary == ["caught-up ibuprofen#2"])
    }

    @Test(arguments: [3, 4])
    func moreThanThreeCaughtUpRemindersAreFoldedIntoOne(count: Int) {
        let tasks = (1...count).map { F.task("task\($0)", "daily at 0\($0):00") }
        let candidates = tasks.flatMap { F.candidates($0, to: F.at("23:00")) }
        let plan = planner.plan(candidates, now: F.at("06:00"))
        if count > ReminderSettings.foldThreshold {
            #expect(plan.summary == ["folded task1#0,task2#0,task3#0,task4#0"])
        } else {
            #expect(plan.summary == ["caught-up task1#0", "caught-up task2#0", "caught-up task3#0"])
        }
    }

    @Test func quietHoursWaitUntilTheyEnd() {
        let quiet = F.quietPlanner(.wait)
        let task = F.task("melatonin", "daily at 23:00")
        let night = quiet.plan(F.candidates(task), now: F.at("22:30"))
        #expect(night.wakeAt == F.at("07:00", day: 2))
        #expect(quiet.plan(F.candidates(task), now: F.at("23:00")).sends.isEmpty)
        #expect(quiet.plan(F.candidates(task), now: F.at("07:00", day: 2)).summary == ["caught-up melatonin#0"])
    }

    @Test func quietHoursInSkipModeDropWhatComesDueInThem() {
        let quiet = F.quietPlanner(.skip)
        let task = F.task("melatonin", "daily at 23:00")
        #expect(quiet.plan(F.candidates(task), now: F.at("07:00", day: 2)).sends.isEmpty)
    }

    @Test func allDayOccurrencesAreRemindedAtTheAllDayTime() {
        let task = F.task("weigh", "every day")
        let plan = planner.plan(F.candidates(task), now: F.at("08:00"))
        #expect(plan.sends.isEmpty)
        #expect(plan.wakeAt == F.at("09:00"))
        #expect(planner.plan(F.candidates(task), now: F.at("09:00")).summary == ["due weigh#0"])
    }

    // MARK: The candidates a plan needs

    @Test func neededKeepsWhatCameDueAndTheNextReminderOnly() {
        let task = F.task("ibuprofen", "daily at 08:00 and 20:00")
        let all = F.candidates(task, history: [0: F.sentOnce(at: F.at("08:00"))])
        let needed = planner.needed(all, now: F.at("09:00"))
        #expect(needed.map(\.key.index) == [0, 1])
        #expect(planner.plan(needed, now: F.at("09:00")) == planner.plan(all, now: F.at("09:00")))
    }

    @Test func neededSkipsDoneOccurrencesAndKeepsWhatWasSent() {
        let task = F.task("ibuprofen", "daily at 08:00 and 20:00")
        // #1 done ahead of time; #2 sent already (the clock was set back since), which does not
        // stand for the next first reminder (its nags may be over), so #3 stays too.
        let all = F.candidates(task, history: [2: F.sentOnce(at: F.at("08:00", day: 2))], done: [1])
        let needed = planner.needed(all, now: F.at("09:00"))
        #expect(needed.map(\.key.index) == [0, 2, 3])
        #expect(planner.plan(needed, now: F.at("09:00")) == planner.plan(all, now: F.at("09:00")))
    }

    @Test func neededLooksPastOccurrencesThatQuietHoursSkip() {
        let quiet = F.quietPlanner(.skip)
        let task = F.task("melatonin", "daily at 06:00 and 23:00")
        let all = F.candidates(task, from: F.at("12:00"), to: F.at("00:00", day: 4))
        let needed = quiet.needed(all, now: F.at("12:00"))
        #expect(needed.map(\.start) == [F.at("23:00"), F.at("06:00", day: 2), F.at("23:00", day: 2), F.at("06:00", day: 3),
                                        F.at("23:00", day: 3)])
        let plan = quiet.plan(needed, now: F.at("12:00"))
        #expect(plan == quiet.plan(all, now: F.at("12:00")))
        #expect(plan.wakeAt == nil)
    }

    @Test(arguments: ["07:59", "08:00", "12:00", "20:00", "23:30"])
    func aPlanFromTheNeededCandidatesIsThePlanFromAll(time: String) {
        let now = F.at(time)
        let tasks = [F.task("ibuprofen", "daily at 08:00 and 20:00"), F.task("walk", "every 2 hours between 08:00 and 20:00"),
                     F.task("weigh", "every day"), F.task("late", "daily at 08:00", created: F.at("10:00"))]
        let all = tasks.flatMap { F.candidates($0, history: [0: F.sentOnce(at: F.at("08:00"))]) }
        let needed = tasks.flatMap { task in planner.needed(all.filter { $0.task.id == task.task.id }, now: now) }
        #expect(needed.count < all.count)
        #expect(planner.plan(needed, now: now) == planner.plan(all, now: now))
    }
}
