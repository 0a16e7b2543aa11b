// Numbers of `JSONParser`.
extension JSONParser {
    /// A number: an integer when it has an exact `Int64` value (as `JSONDecoder` reads it), else a
    /// double; with `.bySpelling`, an integer only when it is also spelled as one.
    @usableFromInline
    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        // Read first: `value(of:)` is called on the parser as it is once the number is read.
        let spelling = try numberSpelling()
        return try value(of: spelling)
    }

    /// Checks the number at the index and moves past it. Only a spelling that could be too large
    /// for a double (an exponent, or more than 300 characters), which a full parse refuses, is
    /// converted.
    mutating func skipNumber() throws(JSONSyntaxError) {
        let spelling = try numberSpelling()
        if spelling.hasExponent || index - spelling.start > 300 { _ = try value(of: spelling) }
    }

    /// What a number's spelling says, read before it is converted.
    struct NumberSpelling {
        var start: Int
        var negative: Bool
        var magnitude: UInt64
        var fits: Bool
        var isInteger: Bool
        var hasExponent: Bool
    }

    /// Reads the spelling of the number at the index, checked, and moves past it.
    private mutating func numberSpelling() throws(JSONSyntaxError) -> NumberSpelling {
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
        let hasExponent = current == UInt8(ascii: "e") || current == UInt8(ascii: "E")
        if hasExponent {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits(from: start)
        }
        return NumberSpelling(
            start: start, negative: negative, magnitude: magnitude, fits: fits, isInteger: isInteger, hasExponent: hasExponent)
    }

    /// The value of a number read (the index past it): as `number()` describes.
    private func value(of spelling: NumberSpelling) throws(JSONSyntaxError) -> JSONValue {
        let (start, negative, magnitude) = (spelling.start, spelling.negative, spelling.magnitude)
        var isInteger = spelling.isInteger
        let fits = spelling.fits
        if integers == .bySpelling, negative, magnitude == 0 { isInteger = false }
        if isInteger && fits {
            if !negative, magnitude <= UInt64(Int64.max) { return .int(Int64(magnitude)) }
            if negative, magnitude <= UInt64(Int64.max) + 1 { return .int(Int64(truncatingIfNeeded: 0 &- magnitude)) }
        }
        let number: Double
        if !spelling.hasExponent, let short = shortDecimal(spelling) {
            number = short
        } else {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let converted = Double(text), converted.isFinite else {
                throw JSONSyntaxError(
                    path: "", offset: start, reason: "\(JSONSyntaxError.quoted(text)) is not a number a double can hold")
            }
            number = converted
        }
        if integers == .byValue, let exact = Int64(exactly: number) { return .int(exact) }
        return .double(number)
    }

    /// The double of a number read without an exponent and spelled with at most 19 digits (a
    /// coordinate, a price); `nil` for any other. Such a number is an integer below 10^19 over a
    /// power of ten up to 10^19, both of which a `UInt64` holds, so the double nearest it is found
    /// exactly (`DecimalFraction`), for a fraction of the cost of a conversion through text.
    private func shortDecimal(_ spelling: NumberSpelling) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var fractionDigits = 0
        var inFraction = false
        for byte in bytes[(spelling.negative ? spelling.start + 1 : spelling.start)..<index] {
            guard byte != UInt8(ascii: ".") else {
                inFraction = true
                continue
            }
            count += 1
            guard count <= DecimalFraction.mostDigits else { return nil }
            digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        let magnitude = DecimalFraction(digits: digits, fractionDigits: fractionDigits).nearestDouble
        return spelling.negative ? -magnitude : magnitude
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
            throw JSONSyntaxError(path: "", offset: start, reason: "a number is longer than \(Self.longestNumber) characters")
        }
    }
}
