// The tape of `JSONNode`: the parts of a document a shape names, appended as flat entries while
// the document is checked exactly as a parse to a tree checks it (the same loops, strings and
// numbers). What a tree would refuse the tape refuses; a document the tape leaves to the tree (a
// key it does not compare, a key given twice) is refused here too, and its reader falls back.
extension JSONParser {
    /// Appends the entries of the value at the index, to `shape`; the index ends past the value.
    mutating func tape(shaped shape: JSONShape, into entries: inout [JSONNode.Entry]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): try tapeObject(shaped: shape, into: &entries)
        case UInt8(ascii: "["):
            let at = entries.count
            entries.append(JSONNode.Entry(kind: .array))
            let item: JSONShape = if case .array(let item) = shape { item } else { .whole }
            var count = 0
            try items { parser, _ throws(JSONSyntaxError) in
                try parser.tape(shaped: item, into: &entries)
                count += 1
            }
            entries[at].close(count: count, next: entries.count)
        case UInt8(ascii: "\""):
            let start = index + 1
            let kind: JSONNode.Kind = try skipString() ? .escapedString : .string
            entries.append(JSONNode.Entry(kind: kind, start: start, end: index - 1))
        case UInt8(ascii: "t"): try literal("true"); entries.append(JSONNode.Entry(kind: .true))
        case UInt8(ascii: "f"): try literal("false"); entries.append(JSONNode.Entry(kind: .false))
        case UInt8(ascii: "n"): try literal("null"); entries.append(JSONNode.Entry(kind: .null))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            switch try number() {
            case .int(let value): entries.append(JSONNode.Entry(kind: .int, bits: UInt64(bitPattern: value)))
            case .double(let value): entries.append(JSONNode.Entry(kind: .double, bits: value.bitPattern))
            default: throw error("not a number")
            }
        default: throw error("unexpected character")
        }
    }

    /// The most members an object of the tape keeps: each key kept is compared with those before
    /// it, to refuse a key given twice as a tree does.
    static let mostMembersTaped = 32

    /// Appends an object's entry, then each member it keeps as its key's entry followed by the
    /// value's entries.
    private mutating func tapeObject(shaped shape: JSONShape, into entries: inout [JSONNode.Entry]) throws(JSONSyntaxError) {
        let at = entries.count
        entries.append(JSONNode.Entry(kind: .object))
        var kept = 0
        let base = bytes.baseAddress
        try members { parser, key throws(JSONSyntaxError) in
            guard let memberShape = key.shape(in: shape) else {
                try parser.skipValue()
                return nil
            }
            guard case .plain(let name) = key, let base, let start = name.baseAddress, kept < Self.mostMembersTaped else {
                return parser.error("a key the tape leaves to the tree")
            }
            let offset = start - base
            var earlier = at + 1
            for _ in 0..<kept {
                let other = entries[earlier]
                if LogCursorName.same(UnsafeRawBufferPointer(rebasing: parser.bytes[other.start..<other.end]), name) {
                    return parser.error("a key given twice")
                }
                earlier = entries[earlier + 1].next(at: earlier + 1)
            }
            entries.append(JSONNode.Entry(kind: .string, start: offset, end: offset + name.count))
            try parser.tape(shaped: memberShape, into: &entries)
            kept += 1
            return nil
        }
        entries[at].close(count: kept, next: entries.count)
    }
}
