/// Reads one unfolded line into its group, name, parameters and value (RFC 5545 §3.1,
/// RFC 6350 §3.3). Names are case-insensitive; parameter values may be quoted (`"a;b"`), hold
/// several values (`TYPE=home,voice`) and use the RFC 6868 escapes (`^n`, `^'`, `^^`).
public enum ContentLineParser {
    /// The parsed line, or why it is malformed (with its line number).
    public static func parse(_ unfolded: UnfoldedLine) throws(ContentLineError) -> ContentLine {
        guard unfolded.text.unicodeScalars.contains(":") else { throw ContentLineError(.missingColon, line: unfolded.line) }
        var scanner = Scanner(Array(unfolded.text.unicodeScalars), line: unfolded.line)
        var group: String?
        var name = try scanner.name()
        if scanner.take(".") {
            group = name
            name = try scanner.name()
        }
        var parameters: [ContentLineParameter] = []
        while scanner.take(";") {
            parameters.append(try scanner.parameter())
        }
        guard scanner.take(":") else {
            throw ContentLineError(scanner.atEnd ? .missingColon : .invalidName(scanner.rest), line: unfolded.line)
        }
        let value = scanner.rest
        if value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
            throw ContentLineError(.controlCharacter, line: unfolded.line)
        }
        return ContentLine(group: group, name: name, parameters: parameters, value: value, line: unfolded.line)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let line: Int
        var position = 0

        init(_ scalars: [Unicode.Scalar], line: Int) {
            self.scalars = scalars
            self.line = line
        }

        var atEnd: Bool { position >= scalars.count }
        var rest: String { String(String.UnicodeScalarView(scalars[position...])) }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard !atEnd, scalars[position] == scalar else { return false }
            position += 1
            return true
        }

        /// A name: letters, digits and `-`.
        mutating func name() throws(ContentLineError) -> String {
            let start = position
            while !atEnd, Self.isNameScalar(scalars[position]) { position += 1 }
            guard position > start else {
                throw ContentLineError(atEnd ? .missingColon : .invalidName(rest), line: line)
            }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }

        /// `NAME=value[,value...]`, or a bare `NAME` (vCard 2.1).
        mutating func parameter() throws(ContentLineError) -> ContentLineParameter {
            let name = try name()
            guard take("=") else { return ContentLineParameter(name: name, values: []) }
            var values: [String] = []
            repeat {
                values.append(try value(of: name))
            } while take(",")
            return ContentLineParameter(name: name, values: values)
        }

        /// One parameter value: quoted, or up to the next `,`, `;` or `:`.
        mutating func value(of parameter: String) throws(ContentLineError) -> String {
            var text = String.UnicodeScalarView()
            if take("\"") {
                while !atEnd, scalars[position] != "\"" {
                    text.append(scalars[position])
                    position += 1
                }
                guard take("\"") else { throw ContentLineError(.unterminatedQuote(parameter: parameter), line: line) }
            } else {
                while !atEnd, ![",", ";", ":"].contains(scalars[position]) {
                    text.append(scalars[position])
                    position += 1
                }
            }
            return ParameterValue.decode(String(text))
        }

        static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-": true
            default: false
            }
        }
    }
}
