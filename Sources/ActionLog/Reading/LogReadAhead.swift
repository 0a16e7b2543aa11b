import Foundation

/// Reads a log on a thread of its own, a few hundred lines ahead of the walk that folds them, so
/// that a long log's lines are decoded on one core while their inputs are folded on another.
///
/// The walk gets the lines as `LogReader.next()` gives them, each error in its turn: an error the
/// reader met is thrown only when the walk reaches the line it is on. A walk that stops before the
/// end (`until`, a divergence under `verify`) calls `stop()`, which waits for the thread and tells
/// the migration report and the torn last line as a reader that had read no further than the walk
/// would have: what was read ahead is taken back. Memory stays bounded: the thread waits while
/// `batchesAhead` batches wait for the walk.
///
/// The thread may also decode results (`ResultDecoding`), the work that otherwise falls to the
/// walk (`Feature.action(for:)`): a long log's fold then shares its heaviest part with the thread
/// whenever that thread is ahead.
@usableFromInline package final class LogReadAhead<Action: LogCodable, Result: LogCodable, Decoded> {
    /// The reader's lines, in file order.
    @usableFromInline package typealias Line = (line: Int, entry: LogLine<Action, Result>)

    /// What the reading thread makes of results besides reading them: the values the walk would
    /// decode them to, which the walk then takes instead of decoding them itself.
    @usableFromInline package struct ResultDecoding: Sendable {
        /// A result's value, as the walk decodes it: a pure function, run on another thread.
        @usableFromInline let decode: @Sendable (borrowing Result) -> Decoded
        /// Whether every result is decoded. Otherwise a batch's results are decoded only when
        /// the walk still had a batch waiting as the thread finished the batch before: the
        /// thread is ahead, and its time is to spare. The work then splits between the two
        /// threads as their speeds go, and a walk that waits for lines (a log whose reading
        /// costs more than its fold) is not kept waiting longer.
        @usableFromInline let everyResult: Bool

        @inlinable package init(everyResult: Bool = false, _ decode: @escaping @Sendable (borrowing Result) -> Decoded) {
            self.decode = decode
            self.everyResult = everyResult
        }
    }

    /// How the reading ended after a batch's lines: at the end of the log, or at an error.
    @usableFromInline enum End {
        case finished
        /// The error, and what the migration report counted for its line before it was met.
        case failed(LogError, counted: MigrationReport.Counted?)

        @inlinable var counted: MigrationReport.Counted? {
            if case .failed(_, let counted) = self { counted } else { nil }
        }
    }

    /// Lines read one after another, handed over together: one lock a batch, not one a line.
    /// Each line's value is moved in when read and moved out when taken, never copied: a line's
    /// value is copied through its type's metadata, hundreds of instructions a copy.
    @usableFromInline final class Batch {
        /// The lines' values; those from `taken` to `count` are held.
        @usableFromInline let entries: UnsafeMutablePointer<LogLine<Action, Result>>
        /// The value each line's result was decoded to, where the reading thread decoded it.
        @usableFromInline let decoded: UnsafeMutablePointer<Decoded?>
        /// The lines' numbers.
        @exclusivity(unchecked) @usableFromInline var numbers: [Int] = []
        /// What each line counted in the migration report.
        @exclusivity(unchecked) @usableFromInline var counted: [MigrationReport.Counted?] = []
        /// How many lines the batch holds: the reading thread adds them, the walk takes them.
        @exclusivity(unchecked) @usableFromInline var count = 0
        /// How many lines the walk took, first to last.
        @exclusivity(unchecked) @usableFromInline var taken = 0
        /// How the reading ended after these lines; `nil` when it goes on.
        @exclusivity(unchecked) @usableFromInline var end: End?
        /// Whether the walk reached `end`.
        @exclusivity(unchecked) @usableFromInline var endTaken = false

        @inlinable init(capacity: Int) {
            entries = .allocate(capacity: capacity)
            decoded = .allocate(capacity: capacity)
            numbers.reserveCapacity(capacity)
            counted.reserveCapacity(capacity)
        }

        deinit {
            (entries + taken).deinitialize(count: count - taken)
            (decoded + taken).deinitialize(count: count - taken)
            entries.deallocate()
            decoded.deallocate()
        }

        /// Adds a line read, moving its value in; a result with its value from `decode`, if given.
        ///
        /// To be decoded, the line is taken apart and made again case by case: each part is moved,
        /// where a line matched whole, or asked which case it is, was copied through its type's
        /// metadata.
        @inlinable func add(
            _ entry: __owned LogLine<Action, Result>, number: Int, counted: MigrationReport.Counted?,
            decode: ((borrowing Result) -> Decoded)?
        ) {
            defer {
                numbers.append(number)
                self.counted.append(counted)
                count += 1
            }
            guard let decode else {
                (entries + count).initialize(to: consume entry)
                (decoded + count).initialize(to: nil)
                return
            }
            switch consume entry {
            case .result(let seq, let time, let result):
                (decoded + count).initialize(to: decode(result))
                (entries + count).initialize(to: .result(seq: seq, time: time, result))
            case .action(let seq, let time, let action):
                (decoded + count).initialize(to: nil)
                (entries + count).initialize(to: .action(seq: seq, time: time, action))
            case .checkpoint(let checkpoint):
                (decoded + count).initialize(to: nil)
                (entries + count).initialize(to: .checkpoint(checkpoint))
            case .launch(let launch):
                (decoded + count).initialize(to: nil)
                (entries + count).initialize(to: .launch(launch))
            }
        }

        /// The next line not taken, moved out with what its result was decoded to; `nil` when
        /// every line is taken.
        @inlinable func take() -> (line: Int, entry: LogLine<Action, Result>, decoded: Decoded?)? {
            guard taken < count else { return nil }
            defer { taken += 1 }
            return (numbers[taken], (entries + taken).move(), (decoded + taken).move())
        }

        /// Takes back from `migration`, newest first, what the lines the walk did not reach counted.
        @inlinable func takeBack(from migration: inout MigrationReport) {
            if !endTaken, let counted = end?.counted { migration.uncount(counted) }
            for counted in counted[taken...].reversed() {
                if let counted { migration.uncount(counted) }
            }
        }
    }

    /// What the two threads share, each access under `condition`, but the reader, which only the
    /// reading thread uses until it has exited.
    @usableFromInline final class Channel: @unchecked Sendable {
        @usableFromInline let reader: LogReader<Action, Result>
        @usableFromInline let batchLines: Int
        @usableFromInline let batchesAhead: Int
        @usableFromInline let decoding: ResultDecoding?
        @usableFromInline let condition = NSCondition()
        /// Batches read and not yet taken, oldest first.
        @usableFromInline var ready: [Batch] = []
        @usableFromInline var stopping = false
        @usableFromInline var exited = false

        @inlinable init(reader: LogReader<Action, Result>, batchLines: Int, batchesAhead: Int, decoding: ResultDecoding?) {
            self.reader = reader
            self.decoding = decoding
            self.batchLines = max(1, batchLines)
            self.batchesAhead = max(1, batchesAhead)
        }

        /// The reading thread: batch after batch, until the end of the log, an error, or `stopping`.
        @inlinable func run() {
            var more = true
            // Whether the walk had yet to take the batch before the last when the last was done:
            // the thread is ahead.
            var ahead = false
            while more {
                let batch = Batch(capacity: batchLines)
                let decode = decoding.flatMap { $0.everyResult || ahead ? $0.decode : nil }
                do {
                    while batch.count < batchLines {
                        guard let (number, entry) = try reader.next() else {
                            batch.end = .finished
                            break
                        }
                        batch.add(entry, number: number, counted: reader.lastCounted, decode: decode)
                    }
                } catch {
                    batch.end = .failed(error, counted: reader.lastCounted)
                }
                more = batch.end == nil
                condition.lock()
                ahead = !ready.isEmpty
                while ready.count >= batchesAhead && !stopping { condition.wait() }
                // Kept even when stopping: `stop()` takes back what its lines counted.
                ready.append(batch)
                if stopping { more = false }
                if !more { exited = true }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    @usableFromInline let channel: Channel
    /// The batch the walk takes lines from.
    @exclusivity(unchecked) @usableFromInline var current: Batch
    /// What `stop()` found, once called.
    @usableFromInline var stopped: (migration: MigrationReport, tornTailLine: Int?)?
    /// What the last line's result was decoded to by the reading thread, until taken.
    @exclusivity(unchecked) @usableFromInline var lastDecoded: Decoded?

    /// Starts reading `reader`'s lines on a thread of its own, decoding results as `decoding`
    /// says; `reader` must not be read from otherwise until `stop()` returns.
    ///
    /// Inlinable, as its thread's reading and the walk's taking: a caller that names its app's
    /// types compiles them for them, so no generic metadata is looked up per line.
    @inlinable package init(
        _ reader: LogReader<Action, Result>, batchLines: Int = 256, batchesAhead: Int = 4, decoding: ResultDecoding?
    ) {
        let channel = Channel(reader: reader, batchLines: batchLines, batchesAhead: batchesAhead, decoding: decoding)
        self.channel = channel
        current = Batch(capacity: 0)
        let thread = Thread { channel.run() }
        thread.name = "log reader"
        // As the main thread's: a line's value may nest as deep as the log's limits let it.
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit { stop() }

    /// What the reading thread decoded the last line's result to, taken: `nil` when it did not
    /// decode it (or the line is no result, or it was taken already).
    @inlinable package func takeDecoded() -> Decoded? {
        defer { lastDecoded = nil }
        return lastDecoded
    }

    /// Starts reading `reader`'s lines on a thread of its own, decoding no result.
    @inlinable package convenience init(_ reader: LogReader<Action, Result>, batchLines: Int = 256, batchesAhead: Int = 4)
    where Decoded == Never {
        self.init(reader, batchLines: batchLines, batchesAhead: batchesAhead, decoding: nil)
    }

    /// The next line, as `LogReader.next()` gives it; waits while the thread has not read it.
    @inlinable package func next() throws(LogError) -> Line? {
        while true {
            if let (line, entry, decoded) = current.take() {
                lastDecoded = decoded
                return (line, entry)
            }
            if let end = current.end {
                current.endTaken = true
                switch end {
                case .finished: return nil
                case .failed(let error, _): throw error
                }
            }
            channel.condition.lock()
            while channel.ready.isEmpty { channel.condition.wait() }
            current = channel.ready.removeFirst()
            channel.condition.broadcast()
            channel.condition.unlock()
        }
    }

    /// Stops the thread and waits for it: the reader's migration report and torn last line as they
    /// were when the walk took its last line.
    @discardableResult @inlinable
    package func stop() -> (migration: MigrationReport, tornTailLine: Int?) {
        if let stopped { return stopped }
        channel.condition.lock()
        channel.stopping = true
        channel.condition.broadcast()
        while !channel.exited { channel.condition.wait() }
        let unread = channel.ready
        channel.ready = []
        channel.condition.unlock()
        var migration = channel.reader.migration
        for batch in unread.reversed() { batch.takeBack(from: &migration) }
        current.takeBack(from: &migration)
        let found = (migration, current.endTaken ? channel.reader.tornTailLine : nil)
        stopped = found
        return found
    }
}
