/// A process boundary: the log goes on in a new process, whose fold starts again from `initial`.
/// Like a checkpoint, a launch line follows input `seq` and takes no sequence number of its own:
/// the next input is `seq + 1`.
public struct Launch: Equatable, Sendable {
    /// The last input before the launch; 0 when the log has none yet.
    public var seq: Int
    /// When the process launched.
    public var time: Timestamp
    /// The new process's initial state, spelled as the header's.
    public var initial: LogHeader.Initial
    /// The hash of that initial state, so a replay can check that a named state is still the one
    /// the writer had.
    public var state: StateHash?
    /// Who wrote the lines that follow.
    public var writer: LogWriterInfo?

    package init(seq: Int, time: Timestamp, initial: LogHeader.Initial, state: StateHash? = nil, writer: LogWriterInfo? = nil) {
        self.seq = seq
        self.time = time
        self.initial = initial
        self.state = state
        self.writer = writer
    }
}
