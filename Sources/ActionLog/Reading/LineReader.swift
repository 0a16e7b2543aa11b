import Foundation

/// Reads a file line by line in fixed-size chunks, so a log of any length needs little memory.
///
/// A last line with no newline is a torn write (the writer ends every line with one); it is
/// returned with `isComplete == false` so the caller can report it instead of replaying it.
///
/// `withNextLine` lends each line's bytes in place, with no copy: the reader's hot path.
public final class LineReader {
    public struct Line {
        /// 1-based line number in the file.
        public var number: Int
        public var bytes: Data
        public var isComplete: Bool
        /// The line was longer than the reader's `maximumLineLength`; `bytes` holds only its start.
        public var isTooLong = false
    }

    /// A line lent by `withNextLine`: its bytes are valid only inside the call.
    public struct View {
        public var number: Int
        public var bytes: UnsafeRawBufferPointer
        public var isComplete: Bool
        public var isTooLong: Bool

        @usableFromInline
        init(number: Int, bytes: UnsafeRawBufferPointer, isComplete: Bool, isTooLong: Bool) {
            self.number = number
            self.bytes = bytes
            self.isComplete = isComplete
            self.isTooLong = isTooLong
        }
    }

    private let handle: FileHandle
    @usableFromInline var buffer: [UInt8] = []
    // The integers and flags below are read and written for every line: unchecked, they cost no
    // dynamic exclusivity check (a conflicting access to a plain value can only be a logic error
    // in this class, never memory unsafety; `buffer`, whose bytes are lent, stays checked).
    /// Where the unread part of `buffer` starts; consumed bytes are dropped only when refilling.
    @exclusivity(unchecked) private var offset = 0
    /// How far past `offset` the buffer is known to hold no newline, so a refill scans only new bytes.
    @exclusivity(unchecked) private var scanned = 0
    /// A line longer than this is returned cut at this length and marked `isTooLong`, and reading
    /// stops there, so a file with no newline (a binary file, say) is never read whole into memory.
    public let maximumLineLength: Int
    @exclusivity(unchecked) private var atEnd = false
    @exclusivity(unchecked) @usableFromInline var lineNumber = 0
    private let chunkSize: Int

    package init(url: URL, chunkSize: Int = 64 * 1024, maximumLineLength: Int = LogLimits.lineBytes) throws(LogError) {
        // Opening a FIFO or a device for reading may block for ever: only regular files are logs.
        let type = (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular {
            let kind = type == .typeDirectory ? "a directory" : type == .typeCharacterSpecial || type == .typeBlockSpecial ? "a device" : "a named pipe or socket"
            throw LogError(file: url.path, line: nil, problem: .io("is \(kind), not a log file (for standard input, use -)"))
        }
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw LogError(file: url.path, line: nil, problem: .unreadable)
        }
        self.handle = handle
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = maximumLineLength
    }

    deinit { try? handle.close() }

    /// The next line without its newline, or `nil` at the end of the file.
    public func next() -> Line? {
        withNextLine { view in
            Line(number: view.number, bytes: Data(view.bytes), isComplete: view.isComplete, isTooLong: view.isTooLong)
        }
    }

    /// Calls `body` with the next line without its newline, or returns `nil` at the end of the file.
    @inlinable
    public func withNextLine<T, E: Error>(_ body: (View) throws(E) -> T) throws(E) -> T? {
        guard let (range, isComplete, isTooLong) = nextRange() else { return nil }
        lineNumber += 1
        let number = lineNumber
        return try buffer.withUnsafeBytes { all in
            Result { () throws(E) -> T in
                try body(View(number: number, bytes: UnsafeRawBufferPointer(rebasing: all[range]), isComplete: isComplete, isTooLong: isTooLong))
            }
        }.get()
    }

    /// Where the next line is in `buffer`, refilling it as needed.
    @usableFromInline
    func nextRange() -> (Range<Int>, isComplete: Bool, isTooLong: Bool)? {
        while true {
            let start = offset
            if let newline = Self.newline(in: buffer, from: start + scanned) {
                offset = newline + 1
                scanned = 0
                return (start..<newline, true, false)
            }
            scanned = buffer.count - start
            if scanned > maximumLineLength {
                atEnd = true
                defer { offset = buffer.count; scanned = 0 }
                return (start..<start + maximumLineLength, false, true)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { offset = buffer.count; scanned = 0 }
                return (start..<buffer.count, false, false)
            }
            buffer.removeSubrange(0..<start)
            offset = 0
            let chunk = (try? handle.read(upToCount: chunkSize)) ?? nil
            if let chunk, !chunk.isEmpty { buffer.append(contentsOf: chunk) } else { atEnd = true }
        }
    }
}

extension LineReader {
    /// The index of the first newline in `buffer` from `start` on (`memchr`, a word at a time).
    private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBytes { bytes in
            guard start < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Goes on reading from `offset`, the first byte of line `number`, as if every line before it
    /// had been read.
    func seek(toByte offset: UInt64, lineNumber number: Int) throws {
        try handle.seek(toOffset: offset)
        buffer = []
        self.offset = 0
        scanned = 0
        atEnd = false
        lineNumber = number - 1
    }
}
