import Foundation

/// Reads the lines after the header for one app: inputs and checkpoints, with every action brought
/// up to this build's schema by the app's upcasters first, and a report of what was migrated.
public final class LogReader<Action: LogCodable, Result: LogCodable> {
    /// A last line without a newline: a write torn by a crash, reported and not replayed.
    public private(set) var tornTailLine: Int?
    /// What the upcasters changed so far, case by case. Counted on every action line: unchecked,
    /// it costs no dynamic exclusivity check, as the counters below.
    @exclusivity(unchecked) public private(set) var migration: MigrationReport
    /// Whether the checkpoints hash states of this build's state schema; when not, they are
    /// reported as not comparable, never as a divergence.
    public let checkpointsComparable: Bool
    public let file: String
    public let header: LogHeader
    @usableFromInline let lines: LineReader
    @usableFromInline let upcasters: ArraySlice<ActionUpcaster>
    /// The actions `upcasters` may rewrite: only these are read through the tree.
    @usableFromInline let upcastCases: UpcastCases
    private let targetSchema: Int
    // The counters below change on every line: unchecked, they cost no dynamic exclusivity check
    // (a conflicting access to a plain value could only be a logic error here, never unsafe memory).
    @exclusivity(unchecked) @usableFromInline var lastSeq = 0
    /// Whether an input was read since the header or the last launch line: a checkpoint records
    /// what an input returned, so none comes before one.
    @exclusivity(unchecked) @usableFromInline var readInput = false
    /// Whether lines in this build's spelling are read straight from their bytes (`LogCursor`);
    /// when not, every line is read through the tree: the reference the cursor is tested against.
    @exclusivity(unchecked) @usableFromInline package var readsFromCursor = true
    /// How many lines the cursor read; the others went through the tree.
    @exclusivity(unchecked) package private(set) var linesReadFromCursor = 0
    /// The effects the next checkpoint is expected to record, as this build spells them, set by
    /// whoever walks the log (the last input's effects when replayed): a checkpoint that spells
    /// them alike keeps these bytes, and is neither read past value by value nor copied.
    @exclusivity(unchecked) @usableFromInline package private(set) var expectedEffects: [UInt8]?
    /// What the migration report counted for the last line read (its action's case), `nil` for a
    /// line that counted none: a reader working ahead of its walk takes back what the walk did not
    /// reach (`LogReadAhead`).
    @exclusivity(unchecked) @usableFromInline package internal(set) var lastCounted: MigrationReport.Counted?
    /// The day of the last line's time, so that a line on the same day reads only its time of day.
    @exclusivity(unchecked) @usableFromInline var lastDay = Timestamp.LastDay()

    /// Sets `expectedEffects`. A call into this module: written from another, the property would be
    /// checked for exclusive access at run time on every input.
    package func expect(effectsSpelledAs spelling: [UInt8]?) { expectedEffects = spelling }

    /// Reads the lines after `opening`'s header; from `resumePoint` on, when given, as if every line
    /// before it had been read (the migration report then counts only the lines read).
    package init(_ opening: LogOpening, schema: LogSchema, resumingAt resumePoint: ResumePoint? = nil) throws(LogError) {
        let file = opening.file, header = opening.header
        self.file = file
        self.header = header
        guard header.app == schema.app else {
            throw LogError(file: file, line: 1, problem: .wrongApp(found: header.app, expected: schema.app))
        }
        guard header.actionSchema <= schema.actionSchema else {
            throw LogError(file: file, line: 1, problem: .schemaTooNew(found: header.actionSchema, supported: schema.actionSchema))
        }
        let steps = schema.upcasters.filter { (header.actionSchema..<schema.actionSchema).contains($0.from) }
        guard steps.map(\.from) == Array(header.actionSchema..<schema.actionSchema) else {
            throw LogError(file: file, line: 1, problem: .malformed(
                field: "actionSchema",
                reason: "this build has no upcaster chain from action schema \(header.actionSchema) to \(schema.actionSchema)"))
        }
        upcasters = steps[...]
        upcastCases = UpcastCases(steps)
        targetSchema = schema.actionSchema
        checkpointsComparable = header.stateSchema == schema.stateSchema
        migration = MigrationReport(
            format: (header.version, LogHeader.currentVersion), actionSchema: (header.actionSchema, schema.actionSchema),
            steps: steps.map { "\($0.from) → \($0.from + 1): \($0.summary)" })
        lines = opening.lines
        lastSeq = header.seq
        if let resumePoint {
            do { try lines.seek(toByte: resumePoint.byteOffset, lineNumber: resumePoint.line) } catch {
                throw LogError(file: file, line: resumePoint.line, problem: .io("cannot read from this line: \(error)"))
            }
            lastSeq = resumePoint.seq
            readInput = true
        }
    }

    /// The next input, checkpoint or launch with its line number, or `nil` at the end of the log.
    ///
    /// Inlinable, with the line's reading, so that a caller that names its app's types compiles it
    /// for them: no generic metadata is looked up per line.
    @inlinable
    public func next() throws(LogError) -> (line: Int, entry: LogLine<Action, Result>)? {
        lastCounted = nil
        while let read = try lines.withNextLine({ (line) throws(LogError) -> Read in try self.read(line) }) {
            let (number, seq, kind, entry): (Int, Int, Kind, LogLine<Action, Result>)
            // Consumed: the entry is moved out of the read rather than copied through its type's
            // metadata. Its number and kind come with it: a switch over the entry copies its case.
            switch consume read {
            case .blank: continue
            case .torn(let line):
                readTorn(line)
                return nil
            case .entry(let line, let lineSeq, let lineKind, let decoded): (number, seq, kind, entry) = (line, lineSeq, lineKind, decoded)
            }
            switch kind {
            case .input:
                guard seq == lastSeq + 1 else {
                    throw LogError(file: file, line: number, problem: .sequenceGap(expected: lastSeq + 1, found: seq))
                }
                lastSeq = seq
                readInput = true
            case .checkpoint:
                guard seq == lastSeq else {
                    throw LogError(
                        file: file, line: number,
                        problem: .malformed(field: "seq", reason: "a checkpoint for input \(seq) follows input \(lastSeq)"))
                }
                guard readInput else {
                    throw LogError(file: file, line: number, problem: .malformed(field: "seq", reason:
                        "a checkpoint for input \(seq) before any input of its process: a checkpoint follows the input it records"))
                }
            case .launch:
                guard seq == lastSeq else {
                    throw LogError(
                        file: file, line: number,
                        problem: .malformed(field: "seq", reason: "a launch after input \(seq) follows input \(lastSeq)"))
                }
                readInput = false
            }
            return (number, entry)
        }
        return nil
    }

    @usableFromInline
    enum Read {
        case blank
        case torn(line: Int)
        /// A line, its input's number and its kind.
        case entry(line: Int, seq: Int, Kind, LogLine<Action, Result>)
    }

    /// What a line is: an input (an action or a result), a checkpoint or a launch.
    @usableFromInline
    enum Kind {
        case input, checkpoint, launch
    }

    /// One line, decoded while the reader lends its bytes.
    @inlinable
    func read(_ line: LineReader.View) throws(LogError) -> Read {
        guard !line.isTooLong else {
            throw LogError(file: file, line: line.number, problem: .lineTooLong(limit: lines.maximumLineLength))
        }
        guard line.isComplete else { return .torn(line: line.number) }
        if line.bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { return .blank }
        if readsFromCursor, header.version == LogHeader.currentVersion {
            var cursor = LogCursor(line.bytes)
            if let read = try? readCurrent(&cursor, line: line.number) { return read }
        }
        let entry = try readTree(line)
        let kind: Kind =
            switch entry {
            case .action, .result: .input
            case .checkpoint: .checkpoint
            case .launch: .launch
            }
        return .entry(line: line.number, seq: entry.seq, kind, entry)
    }

    /// A line read through the tree: any format and spelling, errors named.
    @usableFromInline
    func readTree(_ line: LineReader.View) throws(LogError) -> LogLine<Action, Result> {
        let value: JSONValue
        do { value = try JSONValue(parsing: line.bytes, integers: .bySpelling) } catch {
            guard String(validatingUTF8Bytes: Data(line.bytes)) != nil else {
                throw LogError(file: file, line: line.number, problem: .notText)
            }
            throw LogError(file: file, line: line.number, problem: .malformed(field: error.path.isEmpty ? nil : error.path, reason: "not valid JSON: \(error.reason)"))
        }
        return try decode(value, line: line.number)
    }

    @usableFromInline
    func readTorn(_ line: Int) { tornTailLine = line }

    /// Counts a line the cursor read, and its action's case in the migration report.
    @usableFromInline
    func readFromCursor(actionName: LogCursorName?) {
        linesReadFromCursor += 1
        if let actionName { lastCounted = migration.count(actionName, migrated: false) }
    }

    private func decode(_ value: JSONValue, line: Int) throws(LogError) -> LogLine<Action, Result> {
        var schema = header.actionSchema
        do {
            return try LogObject.decode(value, at: "") { (o) throws(LogDecodingError) -> LogLine<Action, Result> in
                let type: String = try o("type")
                let seq: Int = try o("seq")
                switch type {
                case "action":
                    let time: Timestamp = try o("time")
                    let upcast = try upcastAction(try o("action"), schema: &schema)
                    schema = targetSchema
                    return .action(seq: seq, time: time, try Action(logValue: upcast, at: "action"))
                case "result" where header.version >= 2:
                    return .result(seq: seq, time: try o("time"), try Result(logValue: try o("result"), at: "result"))
                case "checkpoint" where header.version == 1:
                    return .checkpoint(Checkpoint(seq: seq, state: try o("hash"), effects: nil))
                case "checkpoint":
                    return .checkpoint(Checkpoint(
                        seq: seq, state: try o.optional("state"), effects: try o.optional("effects"), snapshot: try o.optional("snapshot")))
                case "launch" where header.version >= 2:
                    return .launch(Launch(
                        seq: seq, time: try o("time"), initial: try o("initial"), state: try o.optional("state"),
                        writer: try o.optional("writer")))
                default:
                    throw LogDecodingError(
                        path: "type", reason: .invalid("unknown line type \"\(type)\" (expected action, result, checkpoint or launch)"))
                }
            }
        } catch {
            throw LogError(file: file, line: line, problem: LogError.Problem(error, schema: schema))
        }
    }

    /// A line exactly as this build writes it, read straight from its bytes, fields in their
    /// written order; `Miss` for anything else (an older format, a field too many or too few, an
    /// action an upcaster may rewrite), which the tree then reads and, when wrong, names what is
    /// wrong.
    /// The line is counted as read by the cursor, its action's case in the migration report.
    @inlinable
    func readCurrent(_ cursor: inout LogCursor, line: Int) throws(LogCursor.Miss) -> Read {
        // The members before a line's value are always written alike (`LogLine.appendInput`): each
        // run is matched whole.
        if cursor.skip(#"{"type":"action","seq":"#) {
            let seq = try Int(logCursor: &cursor)
            try cursor.expect(#","time":"#)
            let time = try Timestamp(logCursor: &cursor, lastDay: &lastDay)
            try cursor.expect(#","action":"#)
            // The case's name, for the migration report (an action is an enum: a one-key object).
            let actionName = cursor.nextCaseName()
            // An action an upcaster may rewrite is read through the tree, where the steps run.
            guard upcastCases.leaves(actionName) else { throw LogCursor.Miss() }
            let action = try Action(logCursor: &cursor)
            try cursor.endLine()
            readFromCursor(actionName: actionName)
            return .entry(line: line, seq: seq, .input, .action(seq: seq, time: time, action))
        } else if cursor.skip(#"{"type":"checkpoint","seq":"#) {
            let seq = try Int(logCursor: &cursor)
            var state: StateHash?, spelling: [UInt8]?, tree: JSONValue?, snapshot: JSONValue?
            if try cursor.optionalField("state"), try !cursor.null() { state = try StateHash(logCursor: &cursor) }
            if cursor.skip(#","effects":[]"#) {
                tree = .array([])
            } else if try cursor.optionalField("effects"), try !cursor.null() {
                if let expectedEffects, cursor.skipValue(spelledAs: expectedEffects) {
                    spelling = expectedEffects
                } else {
                    spelling = Array(try cursor.spelledValue())
                }
            }
            if try cursor.optionalField("snapshot"), try !cursor.null() { snapshot = try cursor.value() }
            try cursor.endLine()
            readFromCursor(actionName: nil)
            // Made in the line's value itself: a checkpoint made first, then filled, was copied.
            return .entry(
                line: line, seq: seq, .checkpoint,
                .checkpoint(Checkpoint(seq: seq, state: state, effectsSpelling: spelling, effects: tree, snapshot: snapshot)))
        } else if cursor.skip(#"{"type":"result","seq":"#) {
            let seq = try Int(logCursor: &cursor)
            try cursor.expect(#","time":"#)
            let time = try Timestamp(logCursor: &cursor, lastDay: &lastDay)
            try cursor.expect(#","result":"#)
            let result = try Result(logCursor: &cursor)
            try cursor.endLine()
            readFromCursor(actionName: nil)
            return .entry(line: line, seq: seq, .input, .result(seq: seq, time: time, result))
        } else if cursor.skip(#"{"type":"launch","seq":"#) {
            return try readLaunch(&cursor, line: line)
        } else {
            throw LogCursor.Miss()
        }
    }

    /// A launch line as this build writes it, after its type: a log made of short sessions
    /// relaunches every few inputs, and a launch line read through the tree costs as much as
    /// several inputs.
    @usableFromInline
    func readLaunch(_ cursor: inout LogCursor, line: Int) throws(LogCursor.Miss) -> Read {
        let seq = try Int(logCursor: &cursor)
        try cursor.expect(#","time":"#)
        let time = try Timestamp(logCursor: &cursor, lastDay: &lastDay)
        try cursor.expect(#","initial":"#)
        let initial = try LogHeader.Initial(logCursor: &cursor)
        var state: StateHash?, writer: LogWriterInfo?
        if try cursor.optionalField("state"), try !cursor.null() { state = try StateHash(logCursor: &cursor) }
        if try cursor.optionalField("writer"), try !cursor.null() { writer = try LogWriterInfo(logCursor: &cursor) }
        try cursor.endLine()
        readFromCursor(actionName: nil)
        return .entry(line: line, seq: seq, .launch, .launch(Launch(seq: seq, time: time, initial: initial, state: state, writer: writer)))
    }

    /// The action in this build's spelling, counted in the migration report under its final name.
    private func upcastAction(_ original: JSONValue, schema: inout Int) throws(LogDecodingError) -> JSONValue {
        var action = original
        for upcaster in upcasters {
            schema = upcaster.from
            do { action = try upcaster.upcast(action, at: "action") } catch {
                throw LogDecodingError(path: error.path, reason: .invalid(
                    "cannot bring the action from schema \(upcaster.from) to \(upcaster.from + 1): \(error.description)"))
            }
        }
        if case .object(let members) = action, let name = members.first?.key {
            lastCounted = migration.count(name, migrated: !upcasters.isEmpty && action != original)
        }
        return action
    }
}
