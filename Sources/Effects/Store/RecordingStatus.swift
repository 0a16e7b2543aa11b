import ActionLog

/// Whether a store's inputs are being kept in its log, for a front end to show (a recording dot,
/// a warning that the session is no longer kept).
///
/// A recording that fails stops there and the store goes on: the inputs after the store's
/// `writtenSeq` are not in the log.
public enum RecordingStatus: Equatable, Sendable {
    /// The store has no log, or its log was closed.
    case off
    /// Every input is written to the log.
    case recording
    /// Writing the log failed (a full disk, a deleted file): nothing after the store's
    /// `writtenSeq` is kept.
    case failed(LogError)
}
