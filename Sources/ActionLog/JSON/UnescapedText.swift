import Foundation

/// The bytes of a string with escapes as they are unescaped: one allocation, written a word at a
/// time where the text is plain. The owner deallocates it.
///
/// It never grows: unescaping never writes more bytes than it has read (an escape of two to twelve
/// bytes stands for one to four), and a word is stored whole only where eight more bytes of the
/// text are left to read. So room for the rest of the text the string is read from, and one word
/// more, holds any string that starts there (`init(forTextOf:)`), with no check on each append.
struct UnescapedText: UnescapedOutput {
    private var base: UnsafeMutableRawPointer
    private var count = 0

    /// Room for a string whose unescaping reads at most `remaining` bytes of text.
    init(forTextOf remaining: Int) {
        base = UnsafeMutableRawPointer.allocate(byteCount: remaining + 8, alignment: 8)
    }

    /// The text so far.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    mutating func deallocate() { base.deallocate() }

    /// The text as `Data` that owns the buffer from now on (no copy); the buffer must not be
    /// used or deallocated after.
    func movedToData() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    mutating func append(_ byte: UInt8) {
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count &+= 1
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        for byte in scalar.utf8 {
            base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
            count &+= 1
        }
    }

    mutating func append(_ run: UnsafeRawBufferPointer) {
        guard let start = run.baseAddress, !run.isEmpty else { return }
        (base + count).copyMemory(from: start, byteCount: run.count)
        count &+= run.count
    }

    /// Stores all eight bytes of `word` and keeps the first `kept` of them.
    mutating func append(word: UInt64, keeping kept: Int) {
        base.storeBytes(of: word, toByteOffset: count, as: UInt64.self)
        count &+= kept
    }
}

/// Where a string's unescaped bytes go: kept (`UnescapedText`) or only checked (`DiscardedText`).
/// The one unescaping loop is specialized for each.
protocol UnescapedOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(_ scalar: Unicode.Scalar)
    mutating func append(_ run: UnsafeRawBufferPointer)
    /// Stores all eight bytes of `word` and keeps the first `kept` of them.
    mutating func append(word: UInt64, keeping kept: Int)
    /// Gives back what the output holds.
    mutating func deallocate()
}

/// The unescaped bytes of a string that is only checked (left out of a tree, skipped, or only
/// located on a tape): nothing is kept, nothing allocated.
struct DiscardedText: UnescapedOutput {
    func append(_ byte: UInt8) {}
    func append(_ scalar: Unicode.Scalar) {}
    func append(_ run: UnsafeRawBufferPointer) {}
    func append(word: UInt64, keeping kept: Int) {}
    func deallocate() {}
}

/// Well-formed UTF-8, as Unicode's table 3-7 spells it.
enum UTF8Sequence {
    /// The length of the well-formed sequence that starts at `index` (2 to 4), or 0 when the bytes
    /// there do not start one.
    static func length(in bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
