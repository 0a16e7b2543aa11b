import Foundation

/// A line to start reading a log from instead of the first after its header: a checkpoint that
/// records a state snapshot, with what a reader must know of the lines before it.
public struct ResumePoint: Equatable, Sendable {
    /// The input whose state the snapshot holds.
    public var seq: Int
    /// The snapshot's line number, and the offset in the file of its first byte.
    public var line: Int
    /// The offset in the file of the snapshot line's first byte.
    public var byteOffset: UInt64
    /// The launch lines before it: the processes that wrote the log so far, less the first.
    public var launchesBefore: Int

    package init(seq: Int, line: Int, byteOffset: UInt64, launchesBefore: Int) {
        self.seq = seq
        self.line = line
        self.byteOffset = byteOffset
        self.launchesBefore = launchesBefore
    }

    /// The last checkpoint line with a snapshot at or before input `until`. Only the start of
    /// each line is looked at (`{"type":"…","seq":N`, as `LogLine` writes it), and the lines
    /// holding `"snapshot":`; nothing before the snapshot is decoded. `nil` when there is none, or
    /// when a line does not start that way (a log written by hand or by an older build): then
    /// the caller reads from the start, which names any problem.
    public static func lastSnapshot(in url: URL, atOrBefore until: Int) throws(LogError) -> ResumePoint? {
        let lines = try LineReader(url: url)
        var offset: UInt64 = 0
        var launches = 0
        var found: ResumePoint?
        var shapeless = false, done = false
        while !done, lines.withNextLine({ line in
            defer { offset += UInt64(line.bytes.count + 1) }
            guard line.number > 1, line.isComplete, !line.bytes.isEmpty else { return }
            guard let (type, seq) = start(of: line.bytes) else {
                (shapeless, done) = (true, true)
                return
            }
            if seq > until {
                done = true
            } else if type == .launch {
                launches += 1
            } else if type == .checkpoint, holdsSnapshot(line.bytes) {
                found = ResumePoint(seq: seq, line: line.number, byteOffset: offset, launchesBefore: launches)
            }
        }) != nil {}
        return shapeless ? nil : found
    }

    /// The kinds of line the search tells apart.
    private enum LineType {
        case launch, checkpoint, other
    }

    private static let opening = Array(#"{"type":""#.utf8)
    private static let seqKey = Array(#"","seq":"#.utf8)
    private static let launch = Array("launch".utf8), checkpoint = Array("checkpoint".utf8)
    private static let snapshotKey = Array(#""snapshot":"#.utf8)

    /// The type and seq of a line that starts `{"type":"…","seq":N`, or `nil`. Compared as bytes
    /// where they are: every line of a long log is looked at.
    private static func start(of bytes: UnsafeRawBufferPointer) -> (type: LineType, seq: Int)? {
        guard bytes.count > opening.count, holds(opening, in: bytes, at: 0), let base = bytes.baseAddress,
            let found = memchr(base + opening.count, Int32(UInt8(ascii: "\"")), bytes.count - opening.count)
        else { return nil }
        let quote = base.distance(to: UnsafeRawPointer(found))
        let type: LineType =
            switch quote - opening.count {
            case launch.count where holds(launch, in: bytes, at: opening.count): .launch
            case checkpoint.count where holds(checkpoint, in: bytes, at: opening.count): .checkpoint
            default: .other
            }
        guard holds(seqKey, in: bytes, at: quote) else { return nil }
        let digits = quote + seqKey.count
        var seq = 0, index = digits
        // At most 18 digits are read, so `seq` cannot overflow; a 19th means a number no log holds.
        while index < bytes.count, index - digits < 18, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            seq = seq * 10 + Int(digit)
            index += 1
        }
        guard index > digits, index == bytes.count || bytes[index] &- UInt8(ascii: "0") >= 10 else { return nil }
        return (type, seq)
    }

    /// Whether the line holds `"snapshot":`. Inside a string every quote is escaped, so the run
    /// with bare quotes can only be a member's key. Each quote is found by `memchr`.
    private static func holdsSnapshot(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + snapshotKey.count <= bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) {
            let quote = base.distance(to: UnsafeRawPointer(found))
            if holds(snapshotKey, in: bytes, at: quote) { return true }
            index = quote + 1
        }
        return false
    }

    /// Whether `literal`'s bytes stand in `bytes` at `index`.
    private static func holds(_ literal: [UInt8], in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index + literal.count <= bytes.count, let base = bytes.baseAddress else { return false }
        return literal.withUnsafeBytes { literal in
            guard let start = literal.baseAddress else { return true }
            return memcmp(base + index, start, literal.count) == 0
        }
    }
}
