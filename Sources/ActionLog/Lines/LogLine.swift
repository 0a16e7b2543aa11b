import Foundation

/// Lines 2… of a log: an input (an action a front end sent, or an effect result as the runtime
/// reported it), the checkpoint that records what the input returned, or the launch of a new
/// process that continues the log.
public enum LogLine<Action: LogCodable, Result: LogCodable>: Sendable {
    case action(seq: Int, time: Timestamp, Action)
    case result(seq: Int, time: Timestamp, Result)
    case checkpoint(Checkpoint)
    /// Boxed: a launch line is rare and large, and every line's value is as large as its largest case.
    indirect case launch(Launch)

    /// The sequence number of the input the line is, or follows.
    public var seq: Int {
        switch self {
        case .action(let seq, _, _), .result(let seq, _, _): seq
        case .checkpoint(let checkpoint): checkpoint.seq
        case .launch(let launch): launch.seq
        }
    }

    /// One line of the log, without its newline. Fields come in a fixed order, `type` first;
    /// the values inside are canonical JSON.
    public func encoded() -> Data { Data(encodedBytes()) }

    /// The bytes of `encoded()`.
    public func encodedBytes() -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(128)
        switch self {
        case .action(let seq, let time, let action):
            Self.appendInput("action", seq: seq, time: time, to: &line)
            CanonicalWriter.write(action.logValue, to: &line)
        case .result(let seq, let time, let result):
            Self.appendInput("result", seq: seq, time: time, to: &line)
            CanonicalWriter.write(result.logValue, to: &line)
        case .checkpoint(let checkpoint):
            return checkpoint.encodedBytes()
        case .launch(let launch):
            line.appendUTF8(#"{"type":"launch","seq":"#)
            DigitText.append(Int64(launch.seq), to: &line)
            line.appendUTF8(#","time":""#)
            launch.time.appendText(to: &line)
            line.appendUTF8(#"","initial":"#)
            CanonicalWriter.write(launch.initial.logValue, to: &line)
            line.appendState(launch.state)
            line.appendMember(",\"writer\":", launch.writer?.logValue)
        }
        line.append(UInt8(ascii: "}"))
        return line
    }

    /// `{"type":"<kind>","seq":N,"time":"…","<kind>":`, the start of an input line.
    private static func appendInput(_ kind: StaticString, seq: Int, time: Timestamp, to line: inout [UInt8]) {
        line.appendUTF8(#"{"type":""#)
        line.appendUTF8(kind)
        line.appendUTF8(#"","seq":"#)
        DigitText.append(Int64(seq), to: &line)
        line.appendUTF8(#","time":""#)
        time.appendText(to: &line)
        line.appendUTF8(#"",""#)
        line.appendUTF8(kind)
        line.appendUTF8(#"":"#)
    }
}

/// What input `seq` returned: the state's hash after it, and the effects it returned, so that
/// `replay --verify` catches a build that stopped persisting as surely as a wrong state.
public struct Checkpoint: Equatable, Sendable {
    public var seq: Int
    /// The hash of the state after input `seq`; written every `checkpointInterval` inputs.
    public var state: StateHash?
    /// The effects as the line spelled them, when it was read straight from its bytes: their tree
    /// is parsed only when asked for, as a replay that finds them spelled as its own effects never
    /// needs it.
    public private(set) var effectsSpelling: [UInt8]?
    private var effectsTree: JSONValue?
    /// The whole state after input `seq`, in canonical JSON: written every `snapshotInterval`
    /// inputs and on demand, so a replay can start there and a divergence can be shown as a diff.
    public var snapshot: JSONValue?

    public init(seq: Int, state: StateHash?, effects: JSONValue?, snapshot: JSONValue? = nil) {
        self.init(seq: seq, state: state, effectsSpelling: nil, effects: effects, snapshot: snapshot)
    }

    /// The effects input `seq` returned, in the log's spelling (an array); `nil` in format 1,
    /// which did not record them.
    public var effects: JSONValue? {
        get {
            guard let effectsSpelling else { return effectsTree }
            // `LogCursor.spelledValue()` took only bytes the parser reads.
            return effectsSpelling.withUnsafeBytes { try? JSONParser.parse($0, integers: .bySpelling) }
        }
        set {
            effectsTree = newValue
            effectsSpelling = nil
        }
    }

    /// Whether the checkpoint records effects.
    public var hasEffects: Bool { effectsSpelling != nil || effectsTree != nil }

    /// Whether the checkpoint records that its input returned no effect (`[]`), told without
    /// making their tree: most inputs return none.
    package var recordsNoEffects: Bool {
        if let effectsSpelling { return effectsSpelling.count == 2 && effectsSpelling[0] == UInt8(ascii: "[") }
        guard case .array(let items)? = effectsTree else { return false }
        return items.isEmpty
    }

    /// A checkpoint whose effects are kept as `effectsSpelling` (the bytes a line spelled them with,
    /// `LogCursor.spelledValue()`, or the bytes the reader expected that the line spelled alike,
    /// then shared, not copied) or as their tree, `effects`: one of them at most. Made whole, in one
    /// expression: a checkpoint made and then changed was copied through its type's metadata.
    @usableFromInline
    init(seq: Int, state: StateHash?, effectsSpelling: [UInt8]?, effects: JSONValue?, snapshot: JSONValue?) {
        self.seq = seq
        self.state = state
        self.effectsSpelling = effectsSpelling
        self.effectsTree = effects
        self.snapshot = snapshot
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.seq == rhs.seq && lhs.state == rhs.state && lhs.snapshot == rhs.snapshot && lhs.effects == rhs.effects
    }
}

extension Checkpoint {
    /// The checkpoint's line, as `LogLine.checkpoint(self).encodedBytes()` gives it, written
    /// without the line's generic types (the recorder writes one after every input).
    public func encodedBytes() -> [UInt8] {
        Self.line(seq: seq, state: state, snapshot: snapshot) { $0.appendMember(",\"effects\":", effects) }
    }

    /// The line of the checkpoint after input `seq`, its effects (when recorded) given as their
    /// canonical bytes (`[Effect].logSpelling`), which are written as they are: the recorder's,
    /// which writes one after every input.
    public static func encodedBytes(
        seq: Int, state: StateHash? = nil, effectsSpelledAs spelling: [UInt8]?, snapshot: JSONValue? = nil
    ) -> [UInt8] {
        line(seq: seq, state: state, snapshot: snapshot) { line in
            guard let spelling else { return }
            line.appendUTF8(",\"effects\":")
            line.append(contentsOf: spelling)
        }
    }

    private static func line(seq: Int, state: StateHash?, snapshot: JSONValue?, effects: (inout [UInt8]) -> Void) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(64)
        line.appendUTF8(#"{"type":"checkpoint","seq":"#)
        DigitText.append(Int64(seq), to: &line)
        line.appendState(state)
        effects(&line)
        line.appendMember(",\"snapshot\":", snapshot)
        line.append(UInt8(ascii: "}"))
        return line
    }
}

extension [UInt8] {
    /// `,"state":"sha256:…"`, when there is a hash.
    fileprivate mutating func appendState(_ state: StateHash?) {
        guard let state else { return }
        appendUTF8(#","state":""#)
        state.appendSpelling(to: &self)
        append(UInt8(ascii: "\""))
    }

    /// `member` (`,"name":`) and `value` in canonical JSON, when there is a value.
    fileprivate mutating func appendMember(_ member: StaticString, _ value: JSONValue?) {
        guard let value else { return }
        appendUTF8(member)
        CanonicalWriter.write(value, to: &self)
    }
}
