// Appending text to a byte buffer with one copy (the line writer's and canonical writer's path), and comparing two buffers at once.

extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` (a literal takes the `StaticString` overload, which copies
    /// its bytes without a `String`).
    mutating func appendUTF8(of text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of a literal: punctuation and keys.
    package mutating func appendUTF8(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Whether `other` holds the same bytes, compared at once (`memcmp`): an array's `==` compares
    /// them one at a time, and an effect that saves a feed spells kilobytes.
    package func hasSameBytes(as other: [UInt8]) -> Bool {
        withUnsafeBytes { own in other.withUnsafeBytes { LogCursorName.same(own, $0) } }
    }
}

extension String {
    /// Whether this string's UTF-8 bytes sort before `other`'s, the canonical order of keys:
    /// compared in place, not through `String.UTF8View`'s iterator, a character at a time.
    @usableFromInline
    package func utf8Precedes(_ other: String) -> Bool {
        var left = self, right = other
        return left.withUTF8 { left in right.withUTF8 { right in left.lexicographicallyPrecedes(right) } }
    }
}
