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
    /// it is. The bytes before the first that needs an escape (all of an id or an address) are
    /// found eight at a time and appended at once. The rest is escaped a chunk at a time into a
    /// buffer that holds a chunk's worst case, then appended in one copy: bytes that need no escape
    /// are stored eight at a time, and an escape is two stores (a compact JSON body logged as text
    /// has one every few bytes).
    package static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let plain = escapeFreePrefix(utf8)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<plain]))
        if plain < utf8.count, let base = utf8.baseAddress {
            // Room for the rest and a few escapes, made once rather than grown through its chunks;
            // twice what there is at least, so that texts appended one after another still grow
            // the bytes geometrically.
            let needed = bytes.count + (utf8.count - plain) * 9 / 8 + 1
            if needed > bytes.capacity { bytes.reserveCapacity(max(needed, 2 * bytes.capacity)) }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk * longestEscape + 8) { buffer in
                guard let output = buffer.baseAddress else { return }
                var index = plain
                while index < utf8.count {
                    let end = min(index + chunk, utf8.count)
                    let written = escape(base, from: &index, to: end, into: output)
                    bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: written))
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// How many bytes of `text` come before the first that needs an escape.
    private static func escapeFreePrefix(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        var index = 0
        // Whole words with no escape are passed by a constant eight: the next load does not wait on
        // this word's test.
        while index + 8 <= text.count {
            let marks = WordScan.escapeMarks(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            guard marks == 0 else { return index + marks.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < text.count, !needsEscape(text[index]) { index += 1 }
        return index
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The most bytes of text escaped into the buffer at once.
    private static let chunk = 128
    /// The longest escape of one byte: `\u00xx`.
    private static let longestEscape = 6

    /// Escapes `text[index..<end]` into `output` (room for six bytes a byte, and eight more); the
    /// bytes written. A word is stored whole and only its bytes before the first that needs an
    /// escape are kept.
    private static func escape(
        _ text: UnsafePointer<UInt8>, from index: inout Int, to end: Int, into output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var written = 0
        while index < end {
            // Whole words with no escape first, by a constant eight, as in `escapeFreePrefix`.
            while index + 8 <= end {
                let word = UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self)
                guard WordScan.escapeMarks(UInt64(littleEndian: word)) == 0 else { break }
                UnsafeMutableRawPointer(output + written).storeBytes(of: word, as: UInt64.self)
                index += 8
                written += 8
            }
            guard index < end else { break }
            if index + 8 <= end {
                // The word the loop above stopped at: the bytes before its first escape.
                let word = UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(output + written).storeBytes(of: word, as: UInt64.self)
                let free = WordScan.escapeFreeCount(UInt64(littleEndian: word))
                index += free
                written += free
            }
            let byte = text[index]
            index += 1
            guard needsEscape(byte) else {
                output[written] = byte
                written += 1
                continue
            }
            output[written] = UInt8(ascii: "\\")
            switch byte {
            case 0x0A: output[written + 1] = UInt8(ascii: "n")
            case 0x09: output[written + 1] = UInt8(ascii: "t")
            case 0x0D: output[written + 1] = UInt8(ascii: "r")
            case 0x08: output[written + 1] = UInt8(ascii: "b")
            case 0x0C: output[written + 1] = UInt8(ascii: "f")
            case 0..<0x20:
                (output[written + 1], output[written + 2], output[written + 3]) = (UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"))
                (output[written + 4], output[written + 5]) = (hexDigit(byte >> 4), hexDigit(byte & 0xF))
                written += longestEscape
                continue
            default: output[written + 1] = byte
            }
            written += 2
        }
        return written
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
