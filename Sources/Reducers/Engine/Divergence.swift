import ActionLog

/// A checkpoint that a replay does not match: the input after which it was recorded, its line,
/// and what differs.
public struct Divergence: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case state(recorded: StateHash, replayed: StateHash)
        /// The effects the input returned, each side in the log's canonical JSON.
        case effects(recorded: String, replayed: String)
    }

    public var seq: Int
    public var line: Int
    public var kind: Kind

    package init(seq: Int, line: Int, kind: Kind) {
        self.seq = seq
        self.line = line
        self.kind = kind
    }
}
