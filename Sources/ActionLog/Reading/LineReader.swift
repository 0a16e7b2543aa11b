import Foundation

/// Reads a file line by line in fixed-size chunks, so a log of any length needs little memory.
///
/// A last line with no newline is a torn write (the writer ends every line with one); it is
/// returned with `isComplete == false` so the caller can report it instead of replaying it.
public final class LineReader {
    public struct Line {
        /// 1-based line number in the file.
        public var number: Int
        public var bytes: Data
        public var isComplete: Bool
        /// The line was longer than the reader's `maximumLineLength`; `bytes` holds only its start.
        public var isTooLong = false
    }

    private let handle: FileHandle
    private var buffer = Data()
    /// Where the unread part of `buffer` starts; consumed bytes are dropped only when refilling.
    private var offset = 0
    /// How far past `offset` the buffer is known to hold no newline, so a refill scans only new bytes.
    private var scanned = 0
    /// A line longer than this is returned cut at this length and marked `isTooLong`, and reading
    /// stops there, so a file with no newline (a binary file, say) is never read whole into memory.
    public let maximumLineLength: Int
    private var atEnd = false
    private var lineNumber = 0
    private let chunkSize: Int

    public init(url: URL, chunkSize: Int = 64 * 1024, maximumLineLength: Int = 16 * 1024 * 1024) throws(LogError) {
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw LogError(file: url.path, line: nil, problem: .unreadable)
        }
        self.handle = handle
        self.chunkSize = chunkSize
        self.maximumLineLength = maximumLineLength
    }

    deinit { try? handle.close() }

    /// The next line without its newline, or `nil` at the end of the file.
    public func next() -> Line? {
        while true {
            let start = buffer.startIndex + offset
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                offset = newline + 1 - buffer.startIndex
                scanned = 0
                lineNumber += 1
                return Line(number: lineNumber, bytes: Data(buffer[start..<newline]), isComplete: true)
            }
            scanned = buffer.endIndex - start
            if scanned > maximumLineLength {
                lineNumber += 1
                defer { buffer = Data(); offset = 0; scanned = 0; atEnd = true }
                return Line(
                    number: lineNumber, bytes: Data(buffer[start..<start + maximumLineLength]),
                    isComplete: false, isTooLong: true)
            }
            if atEnd {
                guard start < buffer.endIndex else { return nil }
                defer { buffer = Data(); offset = 0; scanned = 0 }
                lineNumber += 1
                return Line(number: lineNumber, bytes: Data(buffer[start...]), isComplete: false)
            }
            buffer = Data(buffer[start...])
            offset = 0
            let chunk = (try? handle.read(upToCount: chunkSize)) ?? nil
            if let chunk, !chunk.isEmpty { buffer.append(chunk) } else { atEnd = true }
        }
    }
}
