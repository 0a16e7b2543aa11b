import Foundation

/// Appends an action log to a file, one whole line per write. See `docs/log-format.md`.
///
/// The file is a regular file of its own, private (0600) when created, opened to append, and
/// locked while the writer holds it: a second writer on the same log is refused (see `LogFile`).
///
/// Opening a file that already holds a log continues it, never truncates it: the header must be
/// the same app and schemas, a torn last line (a crash mid-write) is cut off and reported, and
/// sequence numbers go on from the last input.
///
/// Durability: every line goes to the file with a single `write`, so a crash leaves at most one
/// torn last line. The file is synced to disk (`fsync`) after each checkpoint or launch line and
/// on `close()`; lines written since the last sync may be lost by a power failure, never by a
/// crash of the process.
public final class LogWriter {
    /// Where an existing log was taken up.
    public struct Continuation: Equatable, Sendable {
        /// The last input already in the file; the next one is `lastSeq + 1`.
        public var lastSeq: Int
        /// The line that was cut off because a crash had torn it, if any.
        public var cutTornLine: Int?

        package init(lastSeq: Int, cutTornLine: Int?) {
            self.lastSeq = lastSeq
            self.cutTornLine = cutTornLine
        }
    }

    /// The log's file.
    public let url: URL
    /// `nil` when the file was new (or empty) and the header was written.
    public let continuation: Continuation?
    /// The header this writer was opened with: the one it wrote, or, when it continues a log, the
    /// one a new log would have had (its initial state and writer are the new launch's).
    public let header: LogHeader
    private let handle: FileHandle

    /// Creates the log at `url` with `header`, or continues the log already there.
    public init(url: URL, header: LogHeader) throws(LogError) {
        self.url = url
        let (handle, size) = try LogFile.open(url)
        var continuation: Continuation?
        if size > 0 {
            let scan = try Self.scan(url, expecting: header)
            continuation = Continuation(lastSeq: scan.lastSeq, cutTornLine: scan.tornLine)
            if scan.tornLine != nil {
                do { try handle.truncate(atOffset: scan.completeBytes) } catch {
                    throw LogError(file: url.path, line: nil, problem: .io("cannot cut the torn line: \(error.localizedDescription)"))
                }
            }
        }
        self.handle = handle
        self.continuation = continuation
        self.header = header
        if continuation == nil { try writeLine(CanonicalWriter.bytes(of: header.logValue)) }
    }

    deinit { try? handle.close() }

    package func append<Action, Result>(_ line: LogLine<Action, Result>) throws(LogError) {
        try writeLine(line.encoded())
        switch line {
        case .checkpoint, .launch: try sync()
        case .action, .result: break
        }
    }

    /// Syncs and closes the file; the writer must not be used afterwards.
    public func close() throws(LogError) {
        try sync()
        do { try handle.close() } catch { throw LogError(file: url.path, line: nil, problem: .io("cannot close the file: \(error)")) }
    }

    /// Writes `bytes`, whole lines with their newlines.
    func write(_ bytes: [UInt8]) throws(LogError) {
        do { try handle.write(contentsOf: bytes) } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot write: \(error)"))
        }
    }

    /// Syncs what was written to disk. A log deleted while it is written (the writes would go on,
    /// into a file no one can open again) is an error here, so the session learns it is no longer
    /// recorded.
    func sync() throws(LogError) {
        do { try handle.synchronize() } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot sync the file to disk: \(error)"))
        }
        if LogFile.isDeleted(handle) {
            throw LogError(file: url.path, line: nil, problem: .io("the log was deleted while it was written; nothing after it is kept"))
        }
    }

    private func writeLine(_ bytes: Data) throws(LogError) {
        var line = bytes
        line.append(UInt8(ascii: "\n"))
        do { try handle.write(contentsOf: line) } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot write: \(error)"))
        }
    }

    /// Reads the log already at `url`: its header must match `expected`, and every line must give
    /// its sequence number (a checkpoint or launch line, that of the input it follows). Nothing is
    /// changed when it does not.
    private static func scan(_ url: URL, expecting expected: LogHeader) throws(LogError) -> (lastSeq: Int, tornLine: Int?, completeBytes: UInt64) {
        let opening = try LogOpening(url: url)
        let found = opening.header
        guard found.app == expected.app else {
            throw LogError(file: url.path, line: 1, problem: .wrongApp(found: found.app, expected: expected.app))
        }
        guard found.version == expected.version, found.actionSchema == expected.actionSchema,
            found.stateSchema == expected.stateSchema
        else {
            throw LogError(file: url.path, line: 1, problem: .malformed(
                field: nil,
                reason: "the log was written in format \(found.version), action schema \(found.actionSchema), state schema "
                    + "\(found.stateSchema); this build writes \(expected.version), \(expected.actionSchema), "
                    + "\(expected.stateSchema): continue in a new file"))
        }
        var lastSeq = found.seq
        var completeBytes = UInt64(opening.headerByteCount)
        while let line = opening.lines.next() {
            guard !line.isTooLong else {
                throw LogError(file: url.path, line: line.number, problem: .lineTooLong(limit: opening.lines.maximumLineLength))
            }
            guard line.isComplete else { return (lastSeq, line.number, completeBytes) }
            completeBytes += UInt64(line.bytes.count + 1)
            guard case .int(let seq)? = (try? JSONValue(parsing: line.bytes))?["seq"], let number = Int(exactly: seq) else {
                throw LogError(file: url.path, line: line.number, problem: .malformed(field: "seq", reason: "missing: the log cannot be continued"))
            }
            lastSeq = max(lastSeq, number)
        }
        return (lastSeq, nil, completeBytes)
    }
}
