// A value kept as the line spells it, read past without building a tree.
extension LogCursor {
    /// The bytes of the value that comes next, exactly as the line spells them, read past and
    /// checked without building its tree: for a value the log keeps whole and compares as written
    /// (a checkpoint's effects). Only the cursor's spelling is taken: no white space, object keys
    /// plain (no escape) and each greater than the one before; anything else is a `Miss`, so the
    /// bytes are always a value the parser reads. Valid while the line is read.
    public mutating func spelledValue() throws(Miss) -> UnsafeRawBufferPointer {
        atStart = false
        let start = parser.index
        try skipValue(depth: 0)
        return UnsafeRawBufferPointer(rebasing: parser.bytes[start..<parser.index])
    }

    /// Whether the value that comes next is spelled exactly as `spelling`, a value this build
    /// wrote (`[Effect].logSpelling`); if so, the cursor moves past it. Bytes equal to a value
    /// this build spells need no other check.
    @usableFromInline
    mutating func skipValue(spelledAs spelling: [UInt8]) -> Bool {
        let end = parser.index + spelling.count
        guard end <= parser.bytes.count,
            spelling.withUnsafeBytes({ LogCursorName.same($0, UnsafeRawBufferPointer(rebasing: parser.bytes[parser.index..<end])) })
        else { return false }
        parser.index = end
        atStart = false
        return true
    }

    private mutating func skipValue(depth: Int) throws(Miss) {
        switch parser.current {
        case UInt8(ascii: "{"): try skipObject(depth: depth + 1)
        case UInt8(ascii: "["): try skipArray(depth: depth + 1)
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): guard try null() else { throw Miss() }
        default: _ = try number()
        }
    }

    /// An object whose keys come in strictly increasing order: sorted, and none twice (the
    /// parser refuses a key twice).
    private mutating func skipObject(depth: Int) throws(Miss) {
        guard depth <= JSONParser.maximumDepth else { throw Miss() }
        try beginObject()
        var previous: LogCursorName?
        while parser.current != UInt8(ascii: "}") {
            try separator()
            guard let key = plainString(), previous.map({ $0.precedes(key) }) ?? true else { throw Miss() }
            previous = key
            try colon()
            try skipValue(depth: depth)
        }
        try endObject()
    }

    private mutating func skipArray(depth: Int) throws(Miss) {
        guard depth <= JSONParser.maximumDepth else { throw Miss() }
        try beginArray()
        while try nextItem() { try skipValue(depth: depth) }
    }

    /// A string, its escapes and UTF-8 checked as the parser checks them.
    private mutating func skipString() throws(Miss) {
        if plainString() != nil { return }
        do { _ = try parser.skipString() } catch { throw Miss() }
    }
}

extension LogCursorName {
    /// Whether the name's bytes come before `other`'s.
    func precedes(_ other: LogCursorName) -> Bool {
        bytes.lexicographicallyPrecedes(other.bytes)
    }
}
