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
            } else if type == "launch" {
                launches += 1
            } else if type == "checkpoint", holdsSnapshot(line.bytes) {
                found = ResumePoint(seq: seq, line: line.number, byteOffset: offset, launchesBefore: launches)
            }
        }) != nil {}
        return shapeless ? nil : found
    }

    private static let snapshotKey = Array(#""snapshot":"#.utf8)

    /// The type and seq of a line that starts `{"type":"…","seq":N`, or `nil`.
    private static func start(of bytes: UnsafeRawBufferPointer) -> (type: String, seq: Int)? {
        let opening = Array(#"{"type":""#.utf8)
        guard bytes.count > opening.count, bytes.prefix(opening.count).elementsEqual(opening),
            let quote = bytes[opening.count...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        let type = String(decoding: bytes[opening.count..<quote], as: UTF8.self)
        let seqKey = Array(#"","seq":"#.utf8)
        guard bytes[quote...].starts(with: seqKey) else { return nil }
        let digits = bytes[(quote + seqKey.count)...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        let seq = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (type, seq)
    }

    private static func holdsSnapshot(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= snapshotKey.count else { return false }
        return (0...(bytes.count - snapshotKey.count)).contains { start in
            bytes[start] == snapshotKey[0] && bytes[start..<start + snapshotKey.count].elementsEqual(snapshotKey)
        }
    }
}
