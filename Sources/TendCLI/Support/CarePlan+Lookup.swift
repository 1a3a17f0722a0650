import TendCore
import TendPlan

extension CarePlan {
    /// Finds the task a person named, or fails with the candidates or the nearest match.
    func task(named query: String, includingRemoved: Bool = false) throws -> CareTask {
        let candidates = tasks.filter { includingRemoved || $0.removed == nil }
        switch TaskMatcher.match(query, among: candidates.map { ($0.id, $0.title) }) {
        case .found(let id):
            return candidates.first { $0.id == id }!
        case .ambiguous(let ids):
            throw CommandFailure(lines: ["'\(TextSanitizer.sanitize(query))' matches several tasks: \(ids.joined(separator: ", ")); give the whole id."],
                                 status: .usageError)
        case .notFound(let suggestion):
            if !includingRemoved, let removed = tasks.first(where: { $0.id == query && $0.removed != nil }) {
                throw CommandFailure("task '\(removed.id)' was removed; 'tend show \(removed.id)' shows its history",
                                     status: .usageError)
            }
            var lines = ["No task '\(TextSanitizer.sanitize(query))'; 'tend list' shows the tasks."]
            if let suggestion {
                let id = candidates.first { $0.id == suggestion || $0.title == suggestion }?.id ?? suggestion
                lines[0] = "No task '\(TextSanitizer.sanitize(query))'. Did you mean '\(id)'?"
            }
            throw CommandFailure(lines: lines, status: .usageError)
        }
    }
}
