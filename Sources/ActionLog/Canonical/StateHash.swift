import Foundation

/// The content hash of a state: SHA-256 of its canonical JSON, written `sha256:<hex>`.
///
/// A hash spelled so is held as its 32 bytes, read from its 64 digits without making text (every
/// checkpoint of a log holds one), and compared word by word; it is spelled again only when it is
/// shown or written. Any other text (a hash of a future algorithm, a malformed one read through
/// `Codable`) is held as it is. Either way a hash equals exactly the hashes written the same.
public struct StateHash: Hashable, Codable, Sendable, CustomStringConvertible {
    private enum Storage: Hashable, Sendable {
        /// The digest's bytes in their order, eight to a word (read little-endian).
        case digest(UInt64, UInt64, UInt64, UInt64)
        /// Text that is not `sha256:` and 64 lower-case hex digits.
        case text(String)
    }

    private var storage: Storage

    /// The hash as written, `sha256:<hex>`.
    public var rawValue: String {
        get {
            if case .text(let text) = storage { return text }
            var text: [UInt8] = []
            appendSpelling(to: &text)
            return String(decoding: text, as: UTF8.self)
        }
        set { self = StateHash(rawValue: newValue) }
    }

    /// Appends the hash as written (`rawValue`'s UTF-8), a digest's digits with no text made.
    package func appendSpelling(to bytes: inout [UInt8]) {
        switch storage {
        case .text(let text): bytes.appendUTF8(of: text)
        case .digest(let first, let second, let third, let fourth):
            bytes.reserveCapacity(bytes.count + Self.spellingCount)
            bytes.appendUTF8(Self.prefix)
            for word in [first, second, third, fourth] { Self.appendHexDigits(of: word, to: &bytes) }
        }
    }

    /// The hash written `rawValue`.
    public init(rawValue: String) {
        var text = rawValue
        storage = text.withUTF8 { Self.digest(spelledBy: UnsafeRawBufferPointer($0)) } ?? .text(rawValue)
    }

    package init<T: Encodable>(of value: T) throws {
        var hasher = SHA256()
        hasher.update(try CanonicalJSON.encode(value))
        self.init(digest: hasher.finalize())
    }

    /// The hash whose SHA-256 digest is `bytes` (32 of them).
    package init(digest bytes: [UInt8]) {
        func word(_ index: Int) -> UInt64 {
            (0..<8).reduce(0) { word, offset in word | UInt64(bytes[index * 8 + offset]) << (8 * offset) }
        }
        storage = .digest(word(0), word(1), word(2), word(3))
    }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The value as text.
    public var description: String { rawValue }

    private static let prefix: StaticString = "sha256:"
    /// `sha256:` and 64 digits.
    private static let spellingCount = prefix.utf8CodeUnitCount + 64

    /// The digest `bytes` spell, when they are `sha256:` and 64 lower-case hex digits.
    private static func digest(spelledBy bytes: UnsafeRawBufferPointer) -> Storage? {
        guard bytes.count == spellingCount, LogCursorName.bytes(bytes, at: 0, match: prefix) else { return nil }
        // The 64 digits as eight words, judged together: one branch, not one a word.
        @inline(__always)
        func digits(_ index: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: prefix.utf8CodeUnitCount + 8 * index, as: UInt64.self))
        }
        let (d0, d1, d2, d3, d4, d5, d6, d7) = (digits(0), digits(1), digits(2), digits(3), digits(4), digits(5), digits(6), digits(7))
        let marks = WordScan.nonLowerHexMarks(d0) | WordScan.nonLowerHexMarks(d1) | WordScan.nonLowerHexMarks(d2)
            | WordScan.nonLowerHexMarks(d3) | WordScan.nonLowerHexMarks(d4) | WordScan.nonLowerHexMarks(d5)
            | WordScan.nonLowerHexMarks(d6) | WordScan.nonLowerHexMarks(d7)
        guard marks == 0 else { return nil }
        /// The eight bytes spelled by the 16 digits of `low` and `high`.
        @inline(__always)
        func word(_ low: UInt64, _ high: UInt64) -> UInt64 {
            UInt64(WordScan.bytes(ofLowerHexDigits: low)) | UInt64(WordScan.bytes(ofLowerHexDigits: high)) << 32
        }
        return .digest(word(d0, d1), word(d2, d3), word(d4, d5), word(d6, d7))
    }

    /// Appends the 16 hex digits of the eight bytes of `word` (in their order, read little-endian).
    private static func appendHexDigits(of word: UInt64, to text: inout [UInt8]) {
        for offset in 0..<8 { SHA256.appendHexDigits(of: UInt8(truncatingIfNeeded: word >> (8 * offset)), to: &text) }
    }
}

/// `sha256:` and 64 lower-case hex digits; anything else is a malformed field, never a divergence.
extension StateHash: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(rawValue) }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        var text = try String(logValue: logValue, at: path)
        guard let digest = text.withUTF8({ Self.digest(spelledBy: UnsafeRawBufferPointer($0)) }) else {
            throw LogDecodingError(path: path, reason: .invalid("expected sha256: and 64 lower-case hex digits, got \"\(text)\""))
        }
        storage = digest
    }

    /// Reads the hash straight from a line's bytes; anything but its spelling is a miss, which the
    /// tree reads and names. Its 71 characters are read in place when the closing quote is where
    /// it must be (the digits and `sha256:` hold no quote or backslash to hide among them).
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        let bytes = cursor.parser.bytes, start = cursor.parser.index + 1, end = start + Self.spellingCount
        guard end < bytes.count, bytes[start - 1] == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\""),
            let digest = Self.digest(spelledBy: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
        else { throw LogCursor.Miss() }
        cursor.parser.index = end + 1
        storage = digest
    }
}
