import Foundation

/// Opens a log and reads its header; the app that folds the rest is chosen from it.
public struct LogOpening {
    /// The log's file.
    public let url: URL
    /// The file's path, as errors name it.
    public let file: String
    /// The log's header: its app, schemas, initial state and writer.
    public let header: LogHeader
    package let lines: LineReader
    /// The bytes of the header line, its newline included: where the first line after it starts.
    package let headerByteCount: Int

    /// Opens the log at `url` and reads its header; the error says why it is not a log this build reads.
    public init(url: URL) throws(LogError) {
        self.url = url
        let file = url.filePath
        self.file = file
        lines = try LineReader(path: file)
        guard let first = lines.next() else { throw LogError(file: file, line: nil, problem: .empty) }
        guard !first.isTooLong else {
            throw LogError(file: file, line: 1, problem: .lineTooLong(limit: lines.maximumLineLength))
        }
        headerByteCount = first.bytes.count + 1
        // A header as this build writes it is read straight from its bytes; any other, through
        // the tree, which names what is wrong with it.
        if first.isComplete, let header = Self.header(spelledBy: first.bytes) {
            self.header = header
            return
        }
        guard let value = try? JSONValue(parsing: first.bytes, integers: .bySpelling), value["type"] == .string("header"),
            value["format"] == .string(LogHeader.formatName)
        else {
            let isText = String(validatingUTF8Bytes: first.bytes) != nil
            throw LogError(file: file, line: 1, problem: isText ? .missingHeader : .notText)
        }
        guard first.isComplete else {
            throw LogError(file: file, line: 1, problem: .malformed(field: nil, reason: "the header line has no newline: a write torn by a crash"))
        }
        let header: LogHeader
        do { header = try LogHeader(logValue: value, at: "header") } catch {
            throw LogError(file: file, line: 1, problem: LogError.Problem(error, schema: nil))
        }
        guard header.version <= LogHeader.currentVersion else {
            throw LogError(
                file: file, line: 1,
                problem: .unsupportedVersion(found: header.version, supported: LogHeader.currentVersion))
        }
        self.header = header
    }

    /// The header `line` holds when the cursor reads it (`LogHeader.init(logCursor:)`).
    private static func header(spelledBy line: Data) -> LogHeader? {
        line.withUnsafeBytes { bytes in
            var cursor = LogCursor(bytes)
            return try? LogHeader(logCursor: &cursor)
        }
    }
}
