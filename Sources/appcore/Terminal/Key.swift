/// A key the user pressed, decoded from the bytes the terminal sends.
enum Key: Equatable {
    case character(Character)
    case up, down, left, right
    case enter, escape, backspace, tab
    /// Ctrl-C, which raw mode delivers as a key.
    case interrupt

    /// The keys in `bytes`, one read of standard input: escape sequences for the arrows (both the
    /// `ESC [` and the keypad `ESC O` forms), control keys, and UTF-8 text.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                if let arrow = arrow(bytes[index + 2]) { keys.append(arrow) }
                index += 3
                continue
            }
            switch byte {
            case 0x1B: keys.append(.escape)
            case 0x03: keys.append(.interrupt)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x20..<0x7F: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(bytes.count, index + length)
                if let character = String(decoding: bytes[index..<end], as: UTF8.self).first { keys.append(.character(character)) }
                index = end
                continue
            default: break
            }
            index += 1
        }
        return keys
    }

    private static func arrow(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }
}
