import Foundation

/// Writes values straight to bytes in the log's compact spelling: the bytes `CanonicalWriter`
/// writes for their trees, for values written where building the tree would cost more than the
/// value (a checkpoint's effects, which a replay compares with the line's own bytes).
package enum LogSpelling {
    /// Appends `text` as a JSON string.
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(utf8: $0, to: &bytes) }
    }

    /// Appends UTF-8 text as a JSON string, escaped as the canonical writer escapes it: `"`, `\`
    /// and control characters (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`); every other byte as
    /// it is. Bytes that need no escape are passed over eight at a time and copied as whole runs.
    package static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var run = 0, index = 0
        while index < utf8.count {
            if index + 8 <= utf8.count, let base = utf8.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let free = WordScan.escapeFreeCount(UInt64(littleEndian: word))
                index += free
                if free == 8 { continue }
            }
            guard index < utf8.count else { break }
            let byte = utf8[index]
            index += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index - 1]))
            run = index
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0..<0x20:
                bytes.appendUTF8("u00")
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

extension LoggedBytes {
    /// Appends `data` as the member after others that `field(_:named:)` gives: `,"key":"text"`
    /// for UTF-8 text, `,"keyBase64":"…"` otherwise; nothing for `nil`.
    package static func append(_ data: Data?, _ key: StaticString, _ base64Key: StaticString, to bytes: inout [UInt8]) {
        guard let data else { return }
        bytes.appendUTF8(",\"")
        // ASCII without a NUL byte is UTF-8 text as it is; other bytes are told as `field` tells them.
        let written = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let utf8 = raw.bindMemory(to: UInt8.self)
            guard WordScan.isASCIIWithoutNUL(utf8) else { return false }
            bytes.appendUTF8(key)
            bytes.appendUTF8("\":")
            LogSpelling.appendString(utf8: utf8, to: &bytes)
            return true
        }
        guard !written else { return }
        if let text = String(validatingUTF8Bytes: data) {
            bytes.appendUTF8(key)
            bytes.appendUTF8("\":")
            LogSpelling.appendString(text, to: &bytes)
        } else {
            bytes.appendUTF8(base64Key)
            bytes.appendUTF8("\":")
            LogSpelling.appendString(data.base64EncodedString(), to: &bytes)
        }
    }
}
