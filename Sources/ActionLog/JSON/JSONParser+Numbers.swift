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
        /// The integer part's value (wrapped when it does not fit, then `fits` is false).
        var magnitude: UInt64
        var fits: Bool
        var isInteger: Bool
        var hasExponent: Bool
        /// The digits before the exponent, the point left out, as one integer while there are at
        /// most `DecimalFraction.mostDigits` of them (`digitCount`), and how many follow the point.
        var decimal = DecimalFraction(digits: 0, fractionDigits: 0)
        var digitCount = 0
    }

    /// Reads the spelling of the number at the index, checked, and moves past it. The digits are
    /// read once: the integer part and the decimal a short number is converted from are gathered
    /// as they are met.
    private mutating func numberSpelling() throws(JSONSyntaxError) -> NumberSpelling {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        guard let first = current, Self.isDigit(first) else {
            throw error("a number needs a digit")
        }
        var spelling = NumberSpelling(start: start, negative: negative, magnitude: 0, fits: true, isInteger: true, hasExponent: false)
        if first == UInt8(ascii: "0") {
            index += 1
            spelling.digitCount = 1
        } else {
            let digitsStart = index
            var magnitude: UInt64 = 0
            try scanDigits(from: start) { digit in
                let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
                if overflow || carry { spelling.fits = false }
                magnitude = sum
            }
            spelling.magnitude = magnitude
            spelling.digitCount = index - digitsStart
            if spelling.digitCount <= DecimalFraction.mostDigits { spelling.decimal.digits = magnitude }
        }
        if current == UInt8(ascii: ".") {
            spelling.isInteger = false
            index += 1
            let fractionStart = index
            var (decimal, counted) = (spelling.decimal.digits, spelling.digitCount)
            try digits(from: start) { digit in
                counted &+= 1
                if counted <= DecimalFraction.mostDigits { decimal = decimal &* 10 &+ UInt64(digit) }
            }
            (spelling.decimal.digits, spelling.digitCount) = (decimal, counted)
            spelling.decimal.fractionDigits = index - fractionStart
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            spelling.isInteger = false
            spelling.hasExponent = true
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits(from: start) { _ in }
        }
        return spelling
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
        if !spelling.hasExponent, spelling.digitCount <= DecimalFraction.mostDigits {
            // A number spelled without an exponent and with at most 19 digits (a coordinate, a
            // price) is an integer below 10^19 over a power of ten up to 10^19, both of which a
            // `UInt64` holds: the double nearest it is found exactly, for a fraction of the cost
            // of a conversion through text.
            let nearest = spelling.decimal.nearestDouble
            number = negative ? -nearest : nearest
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

    /// Reads a run of at least one digit, handing each one's value to `take`.
    private mutating func digits(from start: Int, _ take: (UInt8) -> Void) throws(JSONSyntaxError) {
        guard let digit = current, Self.isDigit(digit) else {
            throw error("a number needs a digit")
        }
        try scanDigits(from: start, take)
    }

    /// Moves past the digits at the index, handing each one's value to `take`, in a loop on a local
    /// position. A number longer than `longestNumber` characters (from `start`) is refused at the
    /// digit that passes the limit, the rest left unread.
    @inline(__always)
    private mutating func scanDigits(from start: Int, _ take: (UInt8) -> Void) throws(JSONSyntaxError) {
        let bytes = self.bytes
        let limit = min(bytes.count, start + Self.longestNumber)
        var position = index
        while position < limit {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            take(digit)
            position &+= 1
        }
        index = position
        if position < bytes.count, Self.isDigit(bytes[position]) { try refusePastLongestNumber(from: start) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// No value of a log needs a longer number: one is refused as soon as it passes the limit,
    /// without reading the rest of it.
    private func refusePastLongestNumber(from start: Int) throws(JSONSyntaxError) {
        guard index - start < Self.longestNumber else {
            throw JSONSyntaxError(path: "", offset: start, reason: "a number is longer than \(Self.longestNumber) characters")
        }
    }
}
