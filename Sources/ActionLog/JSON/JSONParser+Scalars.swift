// Strings and numbers of `JSONParser`.
extension JSONParser {
    /// A string, the index on its opening quote; the index ends past the closing one.
    mutating func string() throws(JSONSyntaxError) -> String {
        try unescaped { String(decoding: $0, as: UTF8.self) }
    }

    /// A string's text made by `make` from its unescaped bytes, refused unless they are UTF-8, the
    /// index on its opening quote; the index ends past the closing one.
    mutating func unescaped<T>(_ make: (UnsafeRawBufferPointer) -> T) throws(JSONSyntaxError) -> T {
        index += 1
        let start = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if !isASCII { try checkUTF8(text, at: start) }
                return make(text)
            }
            if byte == UInt8(ascii: "\\") {
                var buffer: [UInt8] = []
                buffer.reserveCapacity(index - start + 64)
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                // Escapes give valid UTF-8 of their own (`\u` is checked as it is read): text that
                // was ASCII besides them needs no check.
                if try !unescape(continuing: &buffer, isASCII: isASCII) {
                    try buffer.withUnsafeBytes { text in Result { () throws(JSONSyntaxError) in try checkUTF8(text, at: start) } }.get()
                }
                return buffer.withUnsafeBytes(make)
            }
            guard byte >= 0x20 else { throw error("a control character in a string must be escaped") }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw error("a string is not closed")
    }

    /// The rest of a string that has escapes, its text so far in `buffer` (ASCII when `isASCII`),
    /// the index ending past the closing quote; whether the bytes other than escapes are ASCII.
    /// Runs of plain bytes are copied whole: a response body logged as a string is mostly escapes
    /// of quotes between long runs.
    private mutating func unescape(continuing buffer: inout [UInt8], isASCII: Bool) throws(JSONSyntaxError) -> Bool {
        var isASCII = isASCII
        while index < bytes.count {
            let run = index
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
            if index > run { buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<index])) }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return isASCII
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { throw error("a string is not closed") }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try unicodeEscape())
                default: throw error("unknown escape \\\(Character(Unicode.Scalar(escaped)))")
                }
            default: throw error("a control character in a string must be escaped")
            }
        }
        throw error("a string is not closed")
    }

    /// The UTF-8 of a `\uXXXX` escape (the index past the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
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
        return Array(String(Character(scalar)).utf8)
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

    /// Refuses `utf8` unless it is UTF-8 (`start`: its offset, for the error).
    private func checkUTF8(_ utf8: UnsafeRawBufferPointer, at start: Int) throws(JSONSyntaxError) {
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return
            case .error: throw JSONSyntaxError(path: error("").path, offset: start, reason: "a string is not valid UTF-8")
            }
        }
    }

    /// A number: an integer when it has an exact `Int64` value (as `JSONDecoder` reads it), else a
    /// double; with `.bySpelling`, an integer only when it is also spelled as one.
    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw error("a number needs a digit")
        }
        var magnitude: UInt64 = 0
        var fits = true
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
                try refusePastLongestNumber(from: start)
                let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
                if overflow || carry { fits = false }
                magnitude = sum
                index += 1
            }
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try digits(from: start)
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits(from: start)
        }
        if integers == .bySpelling, negative, magnitude == 0 { isInteger = false }
        if isInteger && fits {
            if !negative, magnitude <= UInt64(Int64.max) { return .int(Int64(magnitude)) }
            if negative, magnitude <= UInt64(Int64.max) + 1 { return .int(Int64(truncatingIfNeeded: 0 &- magnitude)) }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw JSONSyntaxError(
                path: error("").path, offset: start, reason: "\(JSONSyntaxError.quoted(text)) is not a number a double can hold")
        }
        if integers == .byValue, let exact = Int64(exactly: number) { return .int(exact) }
        return .double(number)
    }

    private mutating func digits(from start: Int) throws(JSONSyntaxError) {
        guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else {
            throw error("a number needs a digit")
        }
        while let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
            try refusePastLongestNumber(from: start)
            index += 1
        }
    }

    /// No value of a log needs a longer number: one is refused as soon as it passes the limit,
    /// without reading the rest of it.
    private func refusePastLongestNumber(from start: Int) throws(JSONSyntaxError) {
        guard index - start < Self.longestNumber else {
            throw JSONSyntaxError(path: error("").path, offset: start, reason: "a number is longer than \(Self.longestNumber) characters")
        }
    }
}
