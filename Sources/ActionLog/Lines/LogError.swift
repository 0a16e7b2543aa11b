/// Why a log could not be read, naming the file, the line and, where known, the field.
public struct LogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the log.
    public enum Problem: Equatable, Sendable {
        case unreadable
        case empty
        /// Line 1 is not a header of this format.
        case missingHeader
        /// The line is not UTF-8 text (a binary file, or a corrupt byte).
        case notText
        case unsupportedVersion(found: Int, supported: Int)
        case wrongApp(found: String, expected: String)
        case unknownApp(String, known: [String])
        case schemaTooNew(found: Int, supported: Int)
        case unknownInitialState(String, known: [String])
        /// The line is not valid JSON, or a field is missing or of the wrong type.
        case malformed(field: String?, reason: String)
        /// An action case this build does not know, at the JSON path `field`, read under `schema`.
        case unknownAction(caseName: String, field: String, schema: Int)
        /// A field this build does not know, in the object at the JSON path `field`; in an
        /// action, the action schema it was read under.
        case unknownField(String, field: String, schema: Int?)
        case sequenceGap(expected: Int, found: Int)
        /// A line longer than the reader accepts; nothing after it is read.
        case lineTooLong(limit: Int)
        /// Reading or writing the file failed, with the system's words.
        case io(String)
    }

    /// The log's path.
    public var file: String
    /// The line with the problem, counted from 1; `nil` for the file as a whole.
    public var line: Int?
    /// What is wrong there.
    public var problem: Problem

    /// The error for `problem` at `line` of `file`.
    public init(file: String, line: Int?, problem: Problem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The longest problem text a description shows: whatever a damaged line holds (a key, a
    /// case name, a number of megabytes), the message stays readable.
    static let longestShownProblem = 1_000

    /// The value as text.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        let text = problemText
        guard text.count > Self.longestShownProblem else { return "\(place): \(text)" }
        return "\(place): \(text.prefix(Self.longestShownProblem))… (\(text.utf8.count) bytes in all)"
    }

    private var problemText: String {
        switch problem {
        case .unreadable: "cannot open the file for reading"
        case .empty: "the file is empty; a log starts with a header line"
        case .missingHeader:
            "line 1 is not an action log header (expected {\"type\":\"header\",\"format\":\"\(LogHeader.formatName)\",…})"
        case .notText: "the line is not UTF-8 text; is this a binary file?"
        case .unsupportedVersion(let found, let supported):
            "log format version \(found) is newer than this tool, which reads versions 1 to \(supported)"
        case .wrongApp(let found, let expected):
            "the log was recorded for the app \"\(found)\", not \"\(expected)\""
        case .unknownApp(let name, let known):
            "the log was recorded for the app \"\(name)\", which this build does not know (known: \(known.joined(separator: ", ")))"
        case .schemaTooNew(let found, let supported):
            "the actions were recorded with schema version \(found), newer than this build's \(supported)"
        case .unknownInitialState(let name, let known):
            "unknown initial state \"\(name)\" (known: \(known.joined(separator: ", ")))"
        case .malformed(let field, let reason):
            field.map { "field \($0): \(reason)" } ?? reason
        case .unknownAction(let caseName, let field, let schema):
            "unknown action case \"\(caseName)\" at \(field) (action schema \(schema)); the log may come from a newer build"
        case .unknownField(let name, let field, let schema):
            "unknown field \"\(name)\" in \(field.isEmpty ? "the line" : field)"
                + (schema.map { " (action schema \($0))" } ?? "") + "; the log may come from a newer build"
        case .sequenceGap(let expected, let found):
            "sequence number \(found) where \(expected) was expected"
        case .lineTooLong(let limit):
            "the line is longer than \(limit) bytes; is this an action log?"
        case .io(let reason): reason
        }
    }
}

extension LogError.Problem {
    /// The problem a value of the log's encoding has, at its JSON path. `schema` is the action
    /// schema the line was read under, for an unknown action case; `nil` outside actions.
    package init(_ error: LogDecodingError, schema: Int?) {
        switch error.reason {
        case .unknownCase(let name) where schema != nil && error.path.hasPrefix("action"):
            self = .unknownAction(caseName: name, field: error.path, schema: schema ?? 0)
        case .unknownField(let name):
            self = .unknownField(name, field: error.path, schema: error.path.hasPrefix("action") ? schema : nil)
        case .missing:
            self = .malformed(field: error.path, reason: "missing")
        case .wrongType(let expected, let found):
            self = .malformed(field: error.path, reason: "expected \(expected), found \(found)")
        case .unknownCase(let name):
            self = .malformed(field: error.path, reason: "unknown case \"\(name)\"")
        case .invalid(let reason):
            self = .malformed(field: error.path, reason: reason)
        }
    }
}
