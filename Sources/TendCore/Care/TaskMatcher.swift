/// Finds the task a person meant: by exact id, unique id prefix, or title (ignoring case).
public enum TaskMatcher {
    /// The result of a search.
    public enum Match: Hashable, Sendable {
        case found(String)
        /// Several tasks fit; their ids.
        case ambiguous([String])
        /// None fits; the nearest id or title, when one is close.
        case notFound(suggestion: String?)
    }

    /// Looks `query` up among `(id, title)` pairs.
    public static func match(_ query: String, among tasks: [(id: String, title: String)]) -> Match {
        if tasks.contains(where: { $0.id == query }) { return .found(query) }
        let lower = query.lowercased()
        let caseless = tasks.filter { $0.id.lowercased() == lower || $0.title.lowercased() == lower }
        if caseless.count == 1 { return .found(caseless[0].id) }
        if caseless.count > 1 { return .ambiguous(caseless.map(\.id).sorted()) }
        let prefixed = tasks.filter { $0.id.lowercased().hasPrefix(lower) }
        if prefixed.count == 1 { return .found(prefixed[0].id) }
        if prefixed.count > 1 { return .ambiguous(prefixed.map(\.id).sorted()) }
        return .notFound(suggestion: nearest(to: query, among: tasks.map(\.id) + tasks.map(\.title)))
    }
}
