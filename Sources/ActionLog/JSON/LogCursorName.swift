/// A key or name read by a `LogCursor`, as the line's own bytes (ASCII, no escapes): compared
/// with the literals of a type's spelling without making a string. Valid while the line is read.
public struct LogCursorName {
    @usableFromInline let bytes: UnsafeRawBufferPointer

    @usableFromInline
    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether the name is `literal`.
    @inlinable
    public func `is`(_ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount && Self.bytes(bytes, at: 0, match: literal)
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

    /// Whether `bytes` hold `literal` from `offset` on.
    @inlinable
    static func bytes(_ bytes: UnsafeRawBufferPointer, at offset: Int, match literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let start = literal.utf8Start
        for position in 0..<length where bytes[offset + position] != start[position] { return false }
        return true
    }
}
