// Values checked and passed over without a tree: the members a shaped object leaves out
// (`JSONShape`). They are refused exactly where a full parse refuses them, but for a name repeated
// inside them, which no reader of the shape looks at.
extension JSONParser {
    /// Checks the value at the index and moves past it.
    mutating func skipValue() throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): try skipContainer(closedBy: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try skipContainer(closedBy: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): try unescaped { _ in }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw error("unexpected character")
        }
    }

    /// Skips an object (members, `closing` `}`) or an array (items, `closing` `]`), the index on
    /// its opening.
    private mutating func skipContainer(closedBy closing: UInt8) throws(JSONSyntaxError) {
        let isObject = closing == UInt8(ascii: "}")
        try enter()
        if current == closing { return leave() }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                try unescaped { _ in }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected : after the key") }
                index += 1
                skipSpace()
            }
            try skipValue()
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
                if allowsTrailingCommas, current == closing { return leave() }
            case closing: return leave()
            default: throw error(isObject ? "expected , or } after a member" : "expected , or ] after an item")
            }
        }
    }

    /// Moves past a container's closing.
    private mutating func leave() {
        index += 1
        depth -= 1
    }
}
