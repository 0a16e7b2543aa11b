import Foundation

/// A key or name read by a `LogCursor`, as the line's own bytes (ASCII, no escapes): compared
/// with the literals of a type's spelling without making a string. Valid while the line is read.
public struct LogCursorName {
    @usableFromInline let bytes: UnsafeRawBufferPointer

    @usableFromInline
    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether the name is `literal`. Always inlined: a reader asks it of each name it knows in
    /// turn, and most differ in length.
    @inlinable @inline(__always)
    public func `is`(_ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount && Self.bytes(bytes, at: 0, match: literal)
    }

    /// Whether the name is `text`'s bytes.
    @usableFromInline
    func `is`(_ text: [UInt8]) -> Bool {
        text.withUnsafeBytes { Self.same(bytes, $0) }
    }

    /// Whether `first` and `second` hold the same bytes: a key compared with a name, or with
    /// another key, where both are bytes (`memcmp`).
    static func same(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        guard first.count == second.count else { return false }
        guard let start = first.baseAddress, let other = second.baseAddress, start != other else { return true }
        return memcmp(start, other, first.count) == 0
    }

    /// What follows `literal.` when the name is a path that starts with it: the name a wrapped
    /// case's child enum reads (`browser.addressSubmitted` gives `addressSubmitted` for `browser`).
    @inlinable
    public func child(of literal: StaticString) -> LogCursorName? {
        let length = literal.utf8CodeUnitCount
        guard bytes.count > length + 1, bytes[length] == UInt8(ascii: "."), Self.bytes(bytes, at: 0, match: literal) else {
            return nil
        }
        return LogCursorName(bytes: UnsafeRawBufferPointer(rebasing: bytes[(length + 1)...]))
    }

    /// The name as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The index of the first byte from `start` on that is not plain name text: a quote, a
    /// backslash, a control character or a byte beyond ASCII; `bytes.count` when there is none.
    /// Whole plain words are passed by a constant eight (the next load does not wait on this
    /// word's test); the word that is not is counted.
    @inlinable
    static func plainEnd(of bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            guard WordScan.isPlain(word: word) else { return index + WordScan.plainCount(word) }
            index += 8
        }
        while index < bytes.count, WordScan.isPlain(bytes[index]) { index += 1 }
        return index
    }

    /// Whether `bytes` hold `literal` from `offset` on (`memcmp`: keys and names are compared on
    /// every line).
    @inlinable
    static func bytes(_ bytes: UnsafeRawBufferPointer, at offset: Int, match literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset + length <= bytes.count, let base = bytes.baseAddress else { return length == 0 }
        return memcmp(base + offset, literal.utf8Start, length) == 0
    }
}
