// Appending text to a byte buffer with one copy: the line writer's and canonical writer's path.

extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text`.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of a literal.
    mutating func appendUTF8(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
