import Foundation

/// Lines 2… of a log: an input (an action a front end sent, or an effect result as the runtime
/// reported it), or the checkpoint that records what the input returned.
public enum LogLine<Action: LogCodable, Result: LogCodable>: Sendable {
    case action(seq: Int, time: Timestamp, Action)
    case result(seq: Int, time: Timestamp, Result)
    case checkpoint(Checkpoint)

    /// The sequence number of the input the line is, or follows.
    public var seq: Int {
        switch self {
        case .action(let seq, _, _), .result(let seq, _, _): seq
        case .checkpoint(let checkpoint): checkpoint.seq
        }
    }

    /// One line of the log, without its newline. Fields come in a fixed order, `type` first;
    /// the values inside are canonical JSON.
    public func encoded() -> Data {
        var line: [UInt8]
        switch self {
        case .action(let seq, let time, let action):
            line = Array("{\"type\":\"action\",\"seq\":\(seq),\"time\":\"\(time)\",\"action\":".utf8)
            CanonicalWriter.write(action.logValue, to: &line)
        case .result(let seq, let time, let result):
            line = Array("{\"type\":\"result\",\"seq\":\(seq),\"time\":\"\(time)\",\"result\":".utf8)
            CanonicalWriter.write(result.logValue, to: &line)
        case .checkpoint(let checkpoint):
            line = Array("{\"type\":\"checkpoint\",\"seq\":\(checkpoint.seq)".utf8)
            if let state = checkpoint.state { line += Array(",\"state\":\"\(state)\"".utf8) }
            if let effects = checkpoint.effects {
                line += Array(",\"effects\":".utf8)
                CanonicalWriter.write(effects, to: &line)
            }
            if let snapshot = checkpoint.snapshot {
                line += Array(",\"snapshot\":".utf8)
                CanonicalWriter.write(snapshot, to: &line)
            }
        }
        line.append(UInt8(ascii: "}"))
        return Data(line)
    }
}

/// What input `seq` returned: the state's hash after it, and the effects it returned, so that
/// `replay --verify` catches a build that stopped persisting as surely as a wrong state.
public struct Checkpoint: Equatable, Sendable {
    public var seq: Int
    /// The hash of the state after input `seq`; written every `checkpointInterval` inputs.
    public var state: StateHash?
    /// The effects input `seq` returned, in the log's spelling (an array); `nil` in format 1,
    /// which did not record them.
    public var effects: JSONValue?
    /// The whole state after input `seq`, in canonical JSON: written every `snapshotInterval`
    /// inputs and on demand, so a replay can start there and a divergence can be shown as a diff.
    public var snapshot: JSONValue?

    public init(seq: Int, state: StateHash?, effects: JSONValue?, snapshot: JSONValue? = nil) {
        self.seq = seq
        self.state = state
        self.effects = effects
        self.snapshot = snapshot
    }
}
