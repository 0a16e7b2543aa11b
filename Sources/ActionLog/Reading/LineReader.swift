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

    /// The file, open for reading.
    private let descriptor: Int32
    /// A regular file's size when it was opened: a read of fewer bytes than asked for that reaches
    /// it is the file's end, and no further read is made to be told so. `nil` for another file.
    package let sizeWhenOpened: Int?
    /// Where in the file the next read starts.
    @exclusivity(unchecked) private var position = 0
    // The storage and the integers and flags below are read and written for every line:
    // unchecked, they cost no dynamic exclusivity check. `lending` stands in for the check that
    // matters: no line is read while another line's bytes are lent.
    /// The bytes read from the file and not yet dropped, in memory this reader owns, so a line is
    /// lent straight from it (an array lends its bytes only inside a closure that cannot throw a
    /// typed error).
    @exclusivity(unchecked) @usableFromInline var storage: UnsafeMutableRawBufferPointer
    /// How many bytes of `storage` hold the file's.
    @exclusivity(unchecked) private var count = 0
    /// Where the unread part of `storage` starts; consumed bytes are dropped only when refilling.
    @exclusivity(unchecked) private var offset = 0
    /// How far past `offset` the bytes are known to hold no newline, so a refill scans only new bytes.
    @exclusivity(unchecked) private var scanned = 0
    /// A line longer than this is returned cut at this length and marked `isTooLong`, and reading
    /// stops there, so a file with no newline (a binary file, say) is never read whole into memory.
    public let maximumLineLength: Int
    @exclusivity(unchecked) private var atEnd = false
    @exclusivity(unchecked) @usableFromInline var lineNumber = 0
    /// Whether a line's bytes are lent (`withNextLine`): reading another then would move them.
    @exclusivity(unchecked) @usableFromInline var lending = false
    private let chunkSize: Int

    package convenience init(url: URL, chunkSize: Int = 64 * 1024, maximumLineLength: Int = LogLimits.lineBytes) throws(LogError) {
        try self.init(path: url.filePath, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    /// Reads the file at `path` (`init(url:)`, for a caller that has the path already: asking a
    /// `URL` for it costs as much as reading a short log's header).
    package init(path: String, chunkSize: Int = 64 * 1024, maximumLineLength: Int = LogLimits.lineBytes) throws(LogError) {
        // Opened without blocking, so that a FIFO or a device, which may block for ever, is seen
        // and refused; only regular files are logs. The kind is asked of the open file: one look-up
        // of the path rather than two.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw LogError(file: path, line: nil, problem: .unreadable) }
        var info = stat()
        let kind = fstat(descriptor, &info) == 0 ? UInt32(info.st_mode) & UInt32(S_IFMT) : nil
        if let kind, let other = Self.kindOtherThanRegular(kind) {
            close(descriptor)
            throw LogError(file: path, line: nil, problem: .io("is \(other), not a log file (for standard input, use -)"))
        }
        self.descriptor = descriptor
        sizeWhenOpened = kind == UInt32(S_IFREG) ? Int(exactly: info.st_size) : nil
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = maximumLineLength
        storage = .allocate(byteCount: 2 * self.chunkSize, alignment: 8)
    }

    /// The kind of file `kind` (`stat`'s `S_IFMT` bits) names when it is not a regular file
    /// (`a directory`); `nil` for a regular file.
    private static func kindOtherThanRegular(_ kind: UInt32) -> String? {
        switch kind {
        case UInt32(S_IFREG): return nil
        case UInt32(S_IFDIR): return "a directory"
        case UInt32(S_IFCHR), UInt32(S_IFBLK): return "a device"
        default: return "a named pipe or socket"
        }
    }

    deinit {
        storage.deallocate()
        close(descriptor)
    }

    /// The next line without its newline, or `nil` at the end of the file.
    public func next() -> Line? {
        withNextLine { view in
            Line(number: view.number, bytes: Data(view.bytes), isComplete: view.isComplete, isTooLong: view.isTooLong)
        }
    }

    /// Calls `body` with the next line without its newline, or returns `nil` at the end of the file.
    /// `body` must not read from this reader (a programming error, stopped here).
    @inlinable
    public func withNextLine<T, E: Error>(_ body: (View) throws(E) -> T) throws(E) -> T? {
        precondition(!lending, "a line was read while another line's bytes were lent")
        guard let (range, isComplete, isTooLong) = nextRange() else { return nil }
        lineNumber += 1
        lending = true
        defer { lending = false }
        let bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[range])
        return try body(View(number: lineNumber, bytes: bytes, isComplete: isComplete, isTooLong: isTooLong))
    }

    /// Where the next line is in `storage`, refilling it as needed.
    @usableFromInline
    func nextRange() -> (Range<Int>, isComplete: Bool, isTooLong: Bool)? {
        while true {
            let start = offset
            if let newline = newline(from: start + scanned) {
                offset = newline + 1
                scanned = 0
                return (start..<newline, true, false)
            }
            scanned = count - start
            if scanned > maximumLineLength {
                atEnd = true
                defer { offset = count; scanned = 0 }
                return (start..<start + maximumLineLength, false, true)
            }
            if atEnd {
                guard start < count else { return nil }
                defer { offset = count; scanned = 0 }
                return (start..<count, false, false)
            }
            refill()
        }
    }

    /// Drops the bytes handed out and appends the file's next chunk, or marks the end.
    private func refill() {
        if offset > 0, let base = storage.baseAddress {
            memmove(base, base + offset, count - offset)
            count -= offset
            offset = 0
        }
        if count + chunkSize > storage.count {
            let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count + chunkSize, 2 * storage.count), alignment: 8)
            grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
            storage.deallocate()
            storage = grown
        }
        // Read into the buffer itself: a chunk read as `Data` was allocated and copied again.
        guard let base = storage.baseAddress, case let read = Self.readChunk(descriptor, into: base + count, upTo: chunkSize),
            read > 0
        else {
            atEnd = true
            return
        }
        count += read
        position += read
        // A regular file gives fewer bytes than asked for at its end (or when a signal cuts a
        // read short, hence the size it had when opened).
        if read < chunkSize, let size = sizeWhenOpened, position >= size { atEnd = true }
    }

    /// `read(2)` of up to `size` bytes, again when a signal interrupts it; 0 at the end of the
    /// file, a negative count on an error (which ends the reading, as the end of the file does).
    private static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, upTo size: Int) -> Int {
        while true {
            let got = read(descriptor, buffer, size)
            if got < 0, errno == EINTR { continue }
            return got
        }
    }

    /// The index of the first newline in the bytes held from `start` on (`memchr`, a word at a time).
    private func newline(from start: Int) -> Int? {
        guard start < count, let base = storage.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}

extension LineReader {
    /// Goes on reading from `offset`, the first byte of line `number`, as if every line before it
    /// had been read.
    func seek(toByte offset: UInt64, lineNumber number: Int) throws {
        guard let position = off_t(exactly: offset) else { throw POSIXError(.EINVAL) }
        guard lseek(descriptor, position, SEEK_SET) == position else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        self.position = Int(clamping: position)
        count = 0
        self.offset = 0
        scanned = 0
        atEnd = false
        lineNumber = number - 1
    }
}
