import Foundation

/// Writes a JSON tree in the canonical form, byte for byte the same on every platform: object keys
/// sorted by their UTF-8 bytes, no white space, `/` unescaped, `"` `\` and control characters
/// escaped (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`), other characters as raw UTF-8, integers
/// in decimal, and other numbers in Swift's shortest round-tripping form without a trailing `.0`.
///
/// The key order is the reason this exists: `JSONEncoder`'s `.sortedKeys` orders keys differently
/// on older Apple systems than on Linux, which would change hashes from one device to another.
package enum CanonicalWriter {
    package static func bytes(of value: JSONValue) -> Data {
        var output: [UInt8] = []
        // Most documents written so (a step, a state, a list of effects) fit: not grown from empty.
        output.reserveCapacity(512)
        write(value, to: &output)
        return Data(output)
    }

    /// The canonical bytes of an array of strings, as `bytes(of:)` writes its tree, built without one.
    package static func bytes(ofStrings strings: [String]) -> Data {
        var output: [UInt8] = [UInt8(ascii: "[")]
        for (index, string) in strings.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            LogSpelling.appendString(string, to: &output)
        }
        output.append(UInt8(ascii: "]"))
        return Data(output)
    }

    /// Appends the canonical bytes of `value` to `output`.
    package static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.appendUTF8("null")
        case .bool(let flag): output.appendUTF8(flag ? "true" : "false" as StaticString)
        case .int(let number): DigitText.append(number, to: &output)
        case .double(let number): output.appendUTF8(of: text(of: number))
        case .string(let string): LogSpelling.appendString(string, to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(item, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in JSONValue.inKeyOrder(members).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                LogSpelling.appendString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A finite number as the canonical form spells it.
    package static func text(of number: Double) -> String {
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
