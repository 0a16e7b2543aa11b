import Foundation

/// Appends an action log to a file, one whole line per write. See `docs/log-format.md`.
///
/// Durability: every line goes to the file with a single `write`, so a crash leaves at most one
/// torn last line, which readers report and ignore. The file is synced to disk (`fsync`) after
/// each checkpoint line and on `close()`; lines written since the last sync may be lost by a power
/// failure, never by a crash of the process.
public final class LogWriter {
    private let handle: FileHandle
    public let url: URL

    /// Creates the file at `url` (replacing any file there) and writes the header.
    public init(url: URL, header: LogHeader) throws(LogError) {
        self.url = url
        do {
            try Data().write(to: url)
            handle = try FileHandle(forWritingTo: url)
        } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot create the file: \(error.localizedDescription)"))
        }
        try writeLine { try CanonicalJSON.encode(header) }
    }

    deinit { try? handle.close() }

    public func append<Action>(_ line: LogLine<Action>) throws(LogError) {
        try writeLine { try line.encoded() }
        if case .checkpoint = line { try sync() }
    }

    /// Syncs and closes the file; the writer must not be used afterwards.
    public func close() throws(LogError) {
        try sync()
        do { try handle.close() } catch { throw LogError(file: url.path, line: nil, problem: .io("cannot close the file: \(error)")) }
    }

    private func sync() throws(LogError) {
        do { try handle.synchronize() } catch { throw LogError(file: url.path, line: nil, problem: .io("cannot sync the file to disk: \(error)")) }
    }

    private func writeLine(_ encode: () throws -> Data) throws(LogError) {
        do {
            var line = try encode()
            line.append(UInt8(ascii: "\n"))
            try handle.write(contentsOf: line)
        } catch {
            throw LogError(file: url.path, line: nil, problem: .io("cannot write: \(error)"))
        }
    }
}
