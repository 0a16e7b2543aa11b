/// A value that encodes as one JSON string in a fixed text form, such as a time.
///
/// Conformers give the parser (`init?(_:)`) and the printer (`description`); decoding a string that
/// does not parse fails naming the value and showing `textExample`.
public protocol TextCoded: LosslessStringConvertible, Codable {
    /// A sample of the text form, for error messages.
    static var textExample: String { get }
}

extension TextCoded {
    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a time like \(Self.textExample), got \"\(text)\"")
        }
        self = value
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
