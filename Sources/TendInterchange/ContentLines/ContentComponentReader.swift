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

    /// Unfolds, parses and nests `bytes`. Throws for what breaks the whole file: too large,
    /// binary, not UTF-8, a line too long, `BEGIN`/`END` that do not match, a property outside
    /// any component, nesting too deep.
    public static func read(_ bytes: [UInt8], limits: ContentLineLimits = .standard) throws(ContentLineError) -> Document {
        let lines = ContentLineParser.parseAll(try ContentLineUnfolding.unfold(bytes, limits: limits))
        var open: [ContentComponent] = []
        var top: [ContentComponent] = []
        var malformed: [ContentLineError] = []
        for result in lines {
            let line: ContentLine
            switch result {
            case .success(let parsed): line = parsed
            case .failure(let error): malformed.append(error); continue
            }
            switch line.name {
            case "BEGIN":
                guard open.count < limits.nesting else { throw ContentLineError(.nestingTooDeep(limit: limits.nesting), line: line.line) }
                open.append(ContentComponent(name: line.value.trimmingBlanks, line: line.line))
            case "END":
                let name = line.value.trimmingBlanks.uppercased()
                guard let closed = open.popLast() else { throw ContentLineError(.endWithoutBegin(name), line: line.line) }
                guard closed.name == name else {
                    throw ContentLineError(.mismatchedEnd(expected: closed.name, found: name), line: line.line)
                }
                if open.isEmpty { top.append(closed) } else { open[open.count - 1].components.append(closed) }
            default:
                guard !open.isEmpty else { throw ContentLineError(.propertyOutsideComponent(line.name), line: line.line) }
                open[open.count - 1].properties.append(line)
            }
        }
        if let unclosed = open.first { throw ContentLineError(.unclosedComponent(unclosed.name), line: unclosed.line) }
        return Document(components: top, malformedLines: malformed)
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
