import ActionLog
import Foundation

/// An address `URL(string:)` accepts, kept as the text Foundation spells it (its absolute string)
/// until a `URL` is asked for. Foundation's parse costs about 5,000 instructions an address, and a
/// feed lists many it never fetches (every size of a photo, of which one is shown); text that is
/// plain (`WebAddress.isPlain`) is kept as it is without parsing it.
///
/// Compared, hashed, encoded and logged as its text, as a `URL` with no base is.
public struct AddressText: Hashable, Sendable, CustomStringConvertible {
    /// The address, as `URL.absoluteString` spells it.
    public let text: String

    /// `text` as an address, or `nil` when `URL(string:)` refuses it.
    public init?(_ text: String) {
        if WebAddress.isPlain(text) {
            self.init(spelled: text)
        } else {
            guard let url = URL(string: text) else { return nil }
            self.init(url)
        }
    }

    /// The address of `url`.
    public init(_ url: URL) { self.init(spelled: url.absoluteString) }

    /// `text`, already as Foundation spells it: plain (`WebAddress.isPlain`) or a `URL`'s
    /// absolute string.
    init(spelled text: String) { self.text = text }

    /// The address as a `URL`, parsed now: `nil` only if Foundation refused its own spelling.
    public var url: URL? { URL(string: text) }

    /// The address's text.
    public var description: String { text }
}

extension AddressText: Codable {
    /// Reads the address from a string, as `JSONDecoder` reads a `URL`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let address = AddressText(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a URL")
        }
        self = address
    }

    /// Writes the address as a string, as `JSONEncoder` writes a `URL`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension AddressText: CanonicalEncodable {
    /// Appends the address's text as a canonical string.
    public func write(to output: inout CanonicalOutput) { output.string(text) }
}

/// An address, as its text: spelled in the log as a `URL` is.
extension AddressText: LogCodable {
    /// The value as the log spells it.
    public var logValue: JSONValue { .string(text) }

    /// Reads the value from the log's spelling at `path`, as a `URL` is read (a tree is read only
    /// for a spelling the cursor leaves), the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        self.init(try URL(logValue: logValue, at: path))
    }

    /// Reads the value straight from a line's bytes; `Miss` leaves it to `init(logValue:at:)`.
    public init(logCursor cursor: inout LogCursor) throws(LogCursor.Miss) {
        guard let address = AddressText(try cursor.string()) else { throw LogCursor.Miss() }
        self = address
    }
}
