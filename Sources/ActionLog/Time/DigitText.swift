/// Fixed-width digit fields of date and time text (`2026-11-22T19:00`), read and written with
/// integer arithmetic only, so every platform gives the same result.
package struct DigitText {
    /// The text's UTF-8, valid while the text is read (`reading(_:_:)`).
    package let bytes: UnsafeRawBufferPointer

    package init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// `body` of the digits of `text`, without a copy of its bytes.
    package static func reading<T>(_ text: String, _ body: (DigitText) -> T) -> T {
        var text = text
        return text.withUTF8 { body(DigitText(UnsafeRawBufferPointer($0))) }
    }

    /// The number in the `count` digits at `start`; `nil` when any of them is not a digit.
    /// Always inlined: each line's time reads seven fields.
    @inline(__always)
    package func number(at start: Int, count: Int) -> Int64? {
        guard start >= 0, start + count <= bytes.count else { return nil }
        var value: Int64 = 0
        var index = start
        while index < start + count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
            index += 1
        }
        return value
    }

    /// Whether each `(offset, character)` pair is in the text.
    package func has(_ separators: [(offset: Int, character: Unicode.Scalar)]) -> Bool {
        separators.allSatisfy { has($0.character, at: $0.offset) }
    }

    /// Whether `character` is at `offset`.
    @inline(__always)
    package func has(_ character: Unicode.Scalar, at offset: Int) -> Bool {
        offset >= 0 && offset < bytes.count && bytes[offset] == UInt8(ascii: character)
    }

    /// `value` in decimal, zero-padded on the left to `width` digits.
    package static func padded<Number: BinaryInteger>(_ value: Number, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Appends `value` in decimal, zero-padded on the left to `width` digits, with no allocation:
    /// the digits are made from the right in a buffer on the stack and appended at once.
    package static func append(_ value: Int64, width: Int = 1, to output: inout [UInt8]) {
        guard value >= 0 else {
            output += padded(value, width: width).utf8
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 19 digits of Int64.max
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var start = buffer.count
            var rest = UInt64(value)
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            for _ in (buffer.count - start)..<max(buffer.count - start, width) { output.append(UInt8(ascii: "0")) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Whether `year-month-day` is a real date of the proleptic Gregorian calendar.
    package static func isDate(year: Int64, month: Int64, day: Int64) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        switch month {
        case 2: return day <= (leap ? 29 : 28)
        case 4, 6, 9, 11: return day <= 30
        default: return day <= 31
        }
    }
}
