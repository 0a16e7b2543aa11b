/// Tests on eight bytes at once (read little-endian from a word), for the scans of JSON strings:
/// reading a line's strings and writing escaped text. Each test sets the high bit of the bytes it
/// finds; the lowest such byte is the first, and no byte before it is marked by mistake (a borrow
/// only runs toward higher bytes).
@usableFromInline
enum WordScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080
    /// Eight spaces.
    @usableFromInline static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The high bit of each byte a JSON string must escape: a quote, a backslash, a control
    /// character. Exact up to the first of them.
    @inlinable
    static func escapeMarks(_ word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)) & highs
    }

    /// How many of the eight bytes are plain name text before the first that is not: no quote,
    /// backslash, control character or byte beyond ASCII.
    @inlinable
    static func plainCount(_ word: UInt64) -> Int {
        ((escapeMarks(word) | word) & highs).trailingZeroBitCount / 8
    }

    /// Whether all eight bytes are plain name text (`plainCount(word) == 8`), tested with no count
    /// taken: a loop over whole words moves by a constant eight.
    @inlinable
    static func isPlain(word: UInt64) -> Bool {
        (escapeMarks(word) | word) & highs == 0
    }

    /// How many of the eight bytes need no escape in a JSON string before the first that does.
    @inlinable
    static func escapeFreeCount(_ word: UInt64) -> Int {
        escapeMarks(word).trailingZeroBitCount / 8
    }

    /// Whether every byte is ASCII and none is NUL, read eight at a time: for each word, the high
    /// bit of a byte beyond ASCII, or of the first NUL byte (`(w - 0x01…) & ~w` marks some byte
    /// exactly when one is zero, for bytes below 0x80).
    static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0, marks: UInt64 = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                marks |= word | ((word &- ones) & ~word)
                index += 8
            }
        }
        guard marks & highs == 0 else { return false }
        return !bytes[index...].contains { $0 == 0 || $0 >= 0x80 }
    }

    /// Whether `byte` is plain name text: no quote, backslash, control character or byte beyond ASCII.
    @inlinable
    static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// The four bytes the eight lower-case hex digits of `word` spell, two digits a byte, in the
    /// digits' order (read little-endian); `word` must hold only `0`–`9` and `a`–`f`
    /// (`nonLowerHexMarks` 0). A digit's value is its low four bits, plus 9 for a letter (whose bit
    /// 6 is set); each pair of digits is then gathered into its byte, and the bytes side by side.
    @inline(__always)
    static func bytes(ofLowerHexDigits word: UInt64) -> UInt32 {
        let nibbles = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
        let pairs = ((nibbles & 0x000F_000F_000F_000F) << 4) | ((nibbles >> 8) & 0x000F_000F_000F_000F)
        let quads = (pairs | (pairs >> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: quads | (quads >> 16))
    }

    /// 0 when each of the eight bytes is `0`–`9` or `a`–`f`; else some high bit set (marks to OR
    /// across words, judged once). For bytes below 0x80, adding `0x80 - low` to each sets its high
    /// bit exactly when it is `low` or above, with no carry into the next byte; a byte of 0x80 or
    /// above is marked by its own high bit, whatever its carry does to the others.
    @inline(__always)
    static func nonLowerHexMarks(_ word: UInt64) -> UInt64 {
        func atLeast(_ low: UInt8) -> UInt64 { (word &+ ones &* UInt64(0x80 - low)) & highs }
        let digits = atLeast(UInt8(ascii: "0")) & ~atLeast(UInt8(ascii: "9") + 1)
        let letters = atLeast(UInt8(ascii: "a")) & ~atLeast(UInt8(ascii: "f") + 1)
        return (word & highs) | (highs & ~(digits | letters))
    }
}
