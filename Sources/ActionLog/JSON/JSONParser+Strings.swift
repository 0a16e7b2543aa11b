import Foundation

// Strings of `JSONParser`: the bytes of a string are scanned eight at a time, plain runs are
// copied a word at a time, and UTF-8 is checked as it is met, in one pass. A response body
// logged as a string (an escaped quote every few bytes, megabytes long) is read at a few
// instructions a byte.
extension JSONParser {
    /// A string, the index on its opening quote; the index ends past the closing one.
    @usableFromInline
    mutating func string() throws(JSONSyntaxError) -> String {
        try unescaped { String(decoding: $0, as: UTF8.self) }
    }

    /// A string's text made by `make` from its unescaped bytes, refused unless they are UTF-8, the
    /// index on its opening quote; the index ends past the closing one. Errors are met in the
    /// order of the text, except that bytes that are not UTF-8 are named last, at the string's
    /// start, once the string is known to be closed.
    mutating func unescaped<T>(_ make: (UnsafeRawBufferPointer) -> T) throws(JSONSyntaxError) -> T {
        switch try scanString() {
        case .inText(let text):
            return make(text)
        case .unescaped(var text):
            defer { text.deallocate() }
            return make(text.bytes)
        }
    }

    /// A string's unescaped bytes, as `unescaped(_:)` reads them. A string with escapes (a body
    /// logged as a string) hands the buffer it was unescaped into to the `Data`, uncopied.
    mutating func unescapedData() throws(JSONSyntaxError) -> Data {
        switch try scanString() {
        case .inText(let text): Data(text)
        case .unescaped(let text): text.movedToData()
        }
    }

    /// Where a string's unescaped bytes are.
    enum ScannedString {
        /// In the text itself: the string has no escape.
        case inText(UnsafeRawBufferPointer)
        /// In a buffer of their own, which the receiver deallocates.
        case unescaped(UnescapedText)
    }

    /// Reads the string at the index (its opening quote) as `unescaped(_:)` says.
    mutating func scanString() throws(JSONSyntaxError) -> ScannedString {
        let start = index + 1
        // The rest of the text bounds the string's unescaped bytes (`UnescapedText`).
        let remaining = bytes.count - start
        guard let text = try scanString(into: { UnescapedText(forTextOf: remaining) }) else {
            return .inText(UnsafeRawBufferPointer(rebasing: bytes[start..<(index - 1)]))
        }
        return .unescaped(text)
    }

    /// Checks the string at the index (its opening quote) as `unescaped(_:)` does and moves past
    /// it, keeping none of its bytes: a string left out or only located. Whether it has escapes.
    mutating func skipString() throws(JSONSyntaxError) -> Bool {
        try scanString(into: { DiscardedText() }) != nil
    }

    /// Reads the string at the index (its opening quote); the index ends past the closing one.
    /// `nil` when it has no escape (its bytes are the text's own), else the output `makeOutput`
    /// made at the first escape, holding the unescaped bytes.
    private mutating func scanString<Output: UnescapedOutput>(into makeOutput: () -> Output) throws(JSONSyntaxError) -> Output? {
        index += 1
        let start = index
        var isUTF8 = true
        while true {
            index = LogCursorName.plainEnd(of: bytes, from: index)
            guard index < bytes.count else { throw error("a string is not closed") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                guard isUTF8 else { throw notUTF8(at: start) }
                return nil
            case UInt8(ascii: "\\"):
                var text = makeOutput()
                text.append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                do throws(JSONSyntaxError) {
                    try unescape(continuing: &text, isUTF8: &isUTF8)
                    guard isUTF8 else { throw notUTF8(at: start) }
                } catch {
                    text.deallocate()
                    throw error
                }
                return text
            case ..<0x20:
                throw error("a control character in a string must be escaped")
            default:
                skipNonASCII(isUTF8: &isUTF8)
            }
        }
    }

    /// The rest of a string that has escapes, the text so far in `text`, the index ending past the
    /// closing quote; `isUTF8` turns false on bytes that are not UTF-8. One loop: plain bytes are
    /// copied a word at a time, and the escapes a body is full of (`\"`, `\n`, `\\`, `\/`) are
    /// unescaped in place; anything else goes through `unescapeOther`. The position and the output
    /// are kept in locals while the loop runs (the index and `text` are set again before anything
    /// that reads them), and its arithmetic cannot overflow: every position stays within `bytes`.
    private mutating func unescape<Output: UnescapedOutput>(continuing text: inout Output, isUTF8: inout Bool) throws(JSONSyntaxError) {
        let bytes = self.bytes
        let count = bytes.count
        var position = index
        var output = text
        defer { text = output }
        while true {
            // Whole plain words first, the position moved by a constant: the next word's load does
            // not wait on this one's test, so the processor runs ahead on its guess that the word
            // is plain (the common case: a body's indentation, its long values).
            while position &+ 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                guard WordScan.isPlain(word: UInt64(littleEndian: word)) else { break }
                output.append(word: word, keeping: 8)
                position &+= 8
            }
            if position &+ 8 <= count {
                // The word the loop above stopped at: its plain bytes, then what ends them.
                let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                let plain = WordScan.plainCount(UInt64(littleEndian: word))
                output.append(word: word, keeping: plain)
                position &+= plain
            } else if position < count, WordScan.isPlain(bytes[position]) {
                output.append(bytes[position])
                position &+= 1
                continue
            }
            if position &+ 1 < count, bytes[position] == UInt8(ascii: "\\") {
                let escaped = bytes[position &+ 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    output.append(escaped)
                    position &+= 2
                    continue
                case UInt8(ascii: "n"):
                    output.append(0x0A)
                    position &+= 2
                    // The spaces that indent a pretty-printed body's next line, eight at a time.
                    while position &+ 8 <= count, bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) == WordScan.spaces {
                        output.append(word: WordScan.spaces, keeping: 8)
                        position &+= 8
                    }
                    continue
                default: break
                }
            }
            index = position
            guard try unescapeOther(into: &output, isUTF8: &isUTF8) else { return }
            position = index
        }
    }

    /// The byte at the index that is neither plain nor a common escape: the closing quote (returns
    /// false, the index past it), another escape, a sequence beyond ASCII, or an error.
    private mutating func unescapeOther<Output: UnescapedOutput>(into text: inout Output, isUTF8: inout Bool) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count else { throw error("a string is not closed") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "\""):
            index += 1
            return false
        case UInt8(ascii: "\\"):
            index += 1
            guard index < bytes.count else { throw error("a string is not closed") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"): text.append(try unicodeEscape())
            default: throw error("unknown escape \\\(Character(Unicode.Scalar(escaped)))")
            }
        case ..<0x20:
            throw error("a control character in a string must be escaped")
        default:
            skipNonASCII(isUTF8: &isUTF8)
            text.append(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        }
        return true
    }

    /// Skips the UTF-8 sequence at the index (its lead byte beyond ASCII), or that one byte when it
    /// does not start a well-formed sequence (Unicode's table 3-7), turning `isUTF8` false.
    private mutating func skipNonASCII(isUTF8: inout Bool) {
        let length = UTF8Sequence.length(in: bytes, at: index)
        if length == 0 {
            isUTF8 = false
            index += 1
        } else {
            index += length
        }
    }

    private func notUTF8(at start: Int) -> JSONSyntaxError {
        JSONSyntaxError(path: "", offset: start, reason: "a string is not valid UTF-8")
    }

    /// The scalar of a `\uXXXX` escape (the index past the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hexQuad()
        var value = UInt32(first)
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string")
            }
            index += 2
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string") }
            value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        } else if (0xDC00..<0xE000).contains(first) {
            throw error("a lone surrogate \\u\(String(first, radix: 16)) in a string")
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("not a Unicode character") }
        return scalar
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }
}
