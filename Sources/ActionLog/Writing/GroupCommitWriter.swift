import Foundation

/// Writes a log's lines from a background thread with group commit, so the caller only encodes.
///
/// The caller hands over each line (or, for a line that is costly to make, such as a checkpoint
/// with a state hash, the work that makes it) with the sequence number it belongs to. The thread
/// writes everything queued with one `write`, then syncs the file: one sync covers every line
/// written since the last one. The queue is bounded: a caller that gets ahead of the disk waits
/// (back-pressure) rather than growing memory.
///
/// The promise, stated in `docs/log-format.md`: an input counts as written once `writtenSeq`
/// reaches it, and from then on a crash of the process cannot lose it (its bytes are in the
/// system's hands); a power loss can lose only what was written after the last completed sync,
/// that is the lines of the group commit in flight and those queued behind it.
@usableFromInline package final class GroupCommitWriter: @unchecked Sendable {
    /// One line to write: its bytes, or the work that makes them (run on the writer's thread).
    package enum Line: Sendable {
        case bytes([UInt8])
        case deferred(@Sendable () throws(LogError) -> [UInt8])
    }

    package let url: URL
    private let writer: LogWriter
    private let limit: Int
    /// A line longer than this is refused, never written: readers would refuse it.
    private let maximumLineBytes: Int
    private let condition = NSCondition()
    // Everything below is guarded by `condition`.
    private var queue: [(seq: Int, line: Line)] = []
    private var queued = 0
    private var written = 0
    private var synced = 0
    private var failure: LogError?
    private var closing = false
    private var stopped = false

    /// How many lines may wait for the thread by default: a store that gets ahead of the disk waits.
    @usableFromInline package static let defaultQueueLimit = 16_384

    /// Takes over `writer`, which must not be used directly afterwards. `queueLimit` lines may
    /// wait at most; the writer starts past the log's last input when it continues one.
    package init(writer: LogWriter, queueLimit: Int = defaultQueueLimit, maximumLineBytes: Int = LogLimits.lineBytes) {
        self.writer = writer
        self.maximumLineBytes = maximumLineBytes
        url = writer.url
        limit = max(1, queueLimit)
        written = writer.continuation?.lastSeq ?? writer.header.seq
        synced = written
        queued = written
        let thread = Thread { [self] in run() }
        thread.name = "log writer"
        thread.start()
    }

    /// The last input `writer` continued the log from (0 for a new log).
    package var continuation: LogWriter.Continuation? { writer.continuation }
    /// The header the log was opened with (see `LogWriter.header`).
    package var header: LogHeader { writer.header }

    /// Queues `line`, which belongs to input `seq`; waits while the queue is full. Throws the
    /// first error the thread met, after which nothing more is written.
    package func append(_ line: Line, seq: Int) throws(LogError) {
        if case .bytes(let bytes) = line, bytes.count > maximumLineBytes { throw tooLong(bytes.count) }
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= limit && failure == nil && !stopped { condition.wait() }
        if let failure { throw failure }
        guard !stopped && !closing else { throw LogError(file: url.path, line: nil, problem: .io("the log is closed")) }
        queue.append((seq, line))
        queued = max(queued, seq)
        condition.broadcast()
    }

    /// Every input up to this one is in the file: a crash of the process no longer loses it.
    package var writtenSeq: Int { condition.withLock { written } }

    /// Every input up to this one is synced to disk: a power loss no longer loses it.
    package var syncedSeq: Int { condition.withLock { synced } }

    /// Waits until every line queued so far is written and synced.
    package func flush() throws(LogError) {
        condition.lock()
        defer { condition.unlock() }
        while synced < queued && failure == nil && !stopped { condition.wait() }
        if let failure { throw failure }
    }

    /// Writes and syncs what is queued, stops the thread and closes the file.
    package func close() throws(LogError) {
        condition.lock()
        closing = true
        condition.broadcast()
        while !stopped { condition.wait() }
        let failure = self.failure
        condition.unlock()
        if let failure { throw failure }
        try writer.close()
    }

    private func run() {
        var batch: [UInt8] = []
        while let group = nextGroup() {
            let last = group[group.count - 1].seq
            guard publish(write(group, using: &batch), reached: last, in: \.written),
                publish(sync(), reached: last, in: \.synced)
            else { break }
        }
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    /// Everything queued, once there is something; `nil` when closing with nothing left, or after a failure.
    private func nextGroup() -> [(seq: Int, line: Line)]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !closing && failure == nil { condition.wait() }
        guard !queue.isEmpty, failure == nil else { return nil }
        let group = queue
        queue.removeAll(keepingCapacity: true)
        condition.broadcast()
        return group
    }

    /// Makes and writes the lines of `group` with one `write`.
    private func write(_ group: [(seq: Int, line: Line)], using batch: inout [UInt8]) -> LogError? {
        batch.removeAll(keepingCapacity: true)
        do throws(LogError) {
            for (_, line) in group {
                switch line {
                case .bytes(let bytes): batch += bytes
                case .deferred(let make):
                    let bytes = try make()
                    guard bytes.count <= maximumLineBytes else { throw tooLong(bytes.count) }
                    batch += bytes
                }
                batch.append(UInt8(ascii: "\n"))
            }
            try writer.write(batch)
            return nil
        } catch { return error }
    }

    private func sync() -> LogError? {
        do throws(LogError) {
            try writer.sync()
            return nil
        } catch { return error }
    }

    /// Publishes that the lines up to input `seq` reached `step` (written, synced), or the failure
    /// that stopped them; `false` on failure.
    private func publish(_ error: LogError?, reached seq: Int, in step: ReferenceWritableKeyPath<GroupCommitWriter, Int>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if let error { failure = error } else { self[keyPath: step] = seq }
        condition.broadcast()
        return error == nil
    }

    private func tooLong(_ count: Int) -> LogError {
        LogError(file: url.path, line: nil, problem: .io(
            "a line of \(count) bytes is longer than the \(maximumLineBytes) bytes a reader accepts: it is not written"))
    }
}
