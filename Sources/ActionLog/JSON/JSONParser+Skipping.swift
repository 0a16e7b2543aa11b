// Values checked and passed over without a tree: the members a shaped object leaves out
// (`JSONShape`). They are refused exactly where a full parse refuses them, with the same path, but
// for a name repeated inside them, which no reader of the shape looks at.
extension JSONParser {
    /// Checks the value at the index and moves past it.
    @usableFromInline
    mutating func skipValue() throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): try skipContainer(closedBy: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try skipContainer(closedBy: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw error("unexpected character")
        }
    }

    /// Skips an object (`closing` `}`) or an array (`closing` `]`), the index on its opening.
    private mutating func skipContainer(closedBy closing: UInt8) throws(JSONSyntaxError) {
        if closing == UInt8(ascii: "}") {
            try members { parser, _ throws(JSONSyntaxError) in
                try parser.skipValue()
                return nil
            }
        } else {
            try items { parser, _ throws(JSONSyntaxError) in try parser.skipValue() }
        }
    }
}
