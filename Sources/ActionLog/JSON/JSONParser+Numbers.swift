// Numbers of `JSONParser`.
extension JSONParser {
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
