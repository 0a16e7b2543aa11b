import ActionLog

/// A checkpoint that a replay does not match: the input after which it was recorded, its line,
/// and what differs.
public struct Divergence: Equatable, Sendable {
    /// What differs at the checkpoint.
    public enum Kind: Equatable, Sendable {
        /// The state's hash after the input.
        case state(recorded: StateHash, replayed: StateHash)
        /// The effects the input returned, each side in the log's canonical JSON.
        case effects(recorded: String, replayed: String)
    }

    /// The input after which the checkpoint was recorded.
    public var seq: Int
    /// The checkpoint's line in the log.
    public var line: Int
    /// What differs.
    public var kind: Kind

    package init(seq: Int, line: Int, kind: Kind) {
        self.seq = seq
        self.line = line
        self.kind = kind
    }
}
