/// Builds the `BEGIN`/`END` tree of a content-line file, from bytes to components.
public enum ContentComponentReader {
    /// What a file holds: its top-level components, and the lines that could not be read (each
    /// with its line number), which the caller reports and skips or refuses.
    public struct Document: Hashable, Sendable {
        /// The top-level components, in order.
        public var components: [ContentComponent]
        /// The malformed lines, in order; they are not in any component.
        public var malformedLines: [ContentLineError]
    }

    /// Unfolds, parses and nests `bytes`, a line at a time: no list of the file's lines is
    /// made. Throws for what breaks the whole file: too large, binary, not UTF-8, a line too
    /// long, `BEGIN`/`END` that do not match, a property outside any component, nesting too
    /// deep. A file broken in its bytes is refused for that even when its nesting broke first.
    public static func read(_ bytes: [UInt8], limits: ContentLineLimits = .standard) throws(ContentLineError) -> Document {
        var tree = Tree(limits: limits)
        try ContentLineUnfolding.forEachLine(bytes, limits: limits) { unfolded in
            do throws(ContentLineError) {
                tree.add(try ContentLineParser.parse(unfolded))
            } catch {
                tree.malformed.append(error)
            }
        }
        if let broken = tree.broken { throw broken }
        if let unclosed = tree.open.first { throw ContentLineError(.unclosedComponent(unclosed.name), line: unclosed.line) }
        return Document(components: tree.top, malformedLines: tree.malformed)
    }

    /// The components being nested; after the first line that breaks the nesting, the lines
    /// that follow are only unfolded (for the errors of the bytes), not nested.
    private struct Tree {
        let limits: ContentLineLimits
        var open: [ContentComponent] = []
        var top: [ContentComponent] = []
        var malformed: [ContentLineError] = []
        var broken: ContentLineError?

        init(limits: ContentLineLimits) {
            self.limits = limits
        }

        mutating func add(_ line: ContentLine) {
            guard broken == nil else { return }
            switch line.name {
            case "BEGIN":
                guard open.count < limits.nesting else { return breaks(.nestingTooDeep(limit: limits.nesting), line) }
                open.append(ContentComponent(name: line.value.trimmingBlanks, line: line.line))
            case "END":
                let name = line.value.trimmingBlanks.uppercased()
                guard let closed = open.popLast() else { return breaks(.endWithoutBegin(name), line) }
                guard closed.name == name else { return breaks(.mismatchedEnd(expected: closed.name, found: name), line) }
                if open.isEmpty { top.append(closed) } else { open[open.count - 1].components.append(closed) }
            default:
                guard !open.isEmpty else { return breaks(.propertyOutsideComponent(line.name), line) }
                open[open.count - 1].properties.append(line)
            }
        }

        private mutating func breaks(_ reason: ContentLineError.Reason, _ line: ContentLine) {
            broken = ContentLineError(reason, line: line.line)
        }
    }
}

extension String {
    /// Without spaces and tabs at either end (some writers pad `BEGIN:VEVENT `).
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
