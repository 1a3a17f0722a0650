import TendArguments
import TendCore
import TendInterchange
import TendPlan
import TendStore
import TendSystem

/// `tend import FILE.ics`: reads the file into tasks, then adds those not in the plan yet, with
/// their versions and completions, in one transaction.
enum ImportICalendar {
    static func run(_ options: ImportCommand.Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let bytes = try read(options.file)
        let result: ICalendarImportResult
        do {
            result = try ICalendarImport.read(bytes, userZone: zone, now: now) { try? context.zones.zone(named: $0) }
        } catch {
            throw CommandFailure(ICalendarImportErrorText.sentence(error, file: options.file), status: .dataError)
        }
        let store = options.dryRun ? try existingStore(context) : try context.openOrCreateStore()
        let glyphs = context.glyphs
        var report: [String] = []
        var added = 0
        var present = 0
        var completions = 0
        let work = { (read: ReadTransaction?, transaction: Transaction?) throws in
            for item in result.tasks {
                let task = try style(item, zone: zone, context: context)
                if try read?.task(id: task.id) != nil {
                    present += 1
                    report.append("Already in the plan: \(task.id) (\(TextSanitizer.sanitize(task.title)))")
                    continue
                }
                added += 1
                completions += item.completions.count
                let schedule = item.versions.map { TextSanitizer.sanitize(ScheduleDescriber.describe($0.schedule, dates: .sentence)) }
                    .joined(separator: "; then ")
                let done = item.completions.isEmpty ? "" : " (\(item.completions.count) completion\(item.completions.count == 1 ? "" : "s"))"
                report.append("\(options.dryRun ? "Would add" : "Added") \(task.id): \(TextSanitizer.sanitize(task.title)) \(glyphs.dash) \(schedule)\(done)")
                guard let transaction else { continue }
                try add(item, as: task, to: transaction, now: now)
            }
        }
        if options.dryRun {
            if let store { try store.read { try work($0, nil) } } else { try work(nil, nil) }
        } else {
            try store!.write { try work($0, $0) }
        }
        for skip in result.skipped { report.append(ICalendarImportErrorText.skip(skip)) }
        for line in report { context.console.line(line) }
        let verb = options.dryRun ? "Would add" : "Added"
        context.console.line("\(verb) \(added) task\(added == 1 ? "" : "s") with \(completions) completion\(completions == 1 ? "" : "s"); "
            + "\(present) already in the plan; \(result.skipped.count) skipped.")
        return .success
    }

    /// The task as it will be stored, its style chosen as `tend add` chooses it when the file names none.
    private static func style(_ item: ICalendarImportResult.Task, zone: ZoneRules, context: CommandContext) throws -> CareTask {
        var task = item.task
        guard !item.styleGiven, let first = item.versions.first else { return task }
        let scheduleZone = try first.schedule.zoneName.map(context.pinnedZone) ?? zone
        task.style = TaskStyle.automatic(
            countsTowardAdherence: task.countsTowardAdherence,
            occurrencesPerDay: TaskFields.occurrencesPerDay(first.schedule, zone: scheduleZone, from: first.effectiveFrom),
            hasInstructions: task.instructions != nil)
        return task
    }

    private static func add(_ item: ICalendarImportResult.Task, as task: CareTask, to transaction: Transaction, now: Instant) throws {
        guard let first = item.versions.first else { return }
        var removed = task
        removed.removed = nil
        try transaction.addTask(removed, schedule: first.text, zone: first.schedule.zoneName, effectiveFrom: first.effectiveFrom)
        for version in item.versions.dropFirst() {
            try transaction.addVersion(of: task.id, schedule: version.text, zone: version.schedule.zoneName,
                                       effectiveFrom: version.effectiveFrom, createdAt: now)
        }
        for completion in item.completions {
            _ = try transaction.recordCompletion(
                of: OccurrenceKey(taskID: task.id, version: completion.version, index: completion.index),
                occurrenceStart: completion.occurrenceStart, recordedAt: completion.recordedAt,
                note: completion.note, values: completion.values)
        }
        if let at = task.removed { try transaction.removeTask(id: task.id, at: at) }
    }

    /// The plan's store for a dry run, or nil when there is no database yet (nothing is created).
    private static func existingStore(_ context: CommandContext) throws -> CareStore? {
        guard FileStatus.exists(try context.storeLocation().path) else { return nil }
        return try context.openStore()
    }

    /// The file's bytes; a missing, unreadable or too large file is refused.
    private static func read(_ path: String) throws -> [UInt8] {
        let limit = ContentLineLimits.standard.fileBytes
        do throws(FileReading.Failure) {
            return try FileReading.bytes(atPath: path, limit: limit)
        } catch .tooLarge(let size, _) {
            throw CommandFailure("'\(path)' is \(size >> 20) MiB; tend reads calendar files of up to \(limit >> 20) MiB; nothing was imported",
                                 status: .dataError)
        } catch .system(let error) where error != .permissionDenied {
            throw CommandFailure("cannot read '\(path)': \(error.description)", status: .noInput)
        } catch {
            throw CommandFailure("cannot read '\(path)': it is not a readable regular file", status: .noInput)
        }
    }
}
