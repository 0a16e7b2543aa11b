/// A part of a document that may be malformed without spoiling the rest of it: the decoded value,
/// or why it could not be decoded, with the JSON path of the problem.
///
/// In a log it encodes as `{"valid": value}` or `{"invalid": {"path": …, "reason": …}}`.
public enum Lenient<Value: Codable & Equatable & Sendable>: Equatable, Codable, Sendable {
    case valid(Value)
    case invalid(DecodeFailure)

    /// The value an attempt decoded, or the failure it met.
    init(_ attempt: Attempt<Value>) {
        switch attempt.result {
        case .success(let value): self = .valid(value)
        case .failure(let failure): self = .invalid(failure)
        }
    }

    /// The value, when it could be decoded.
    public var value: Value? {
        if case .valid(let value) = self { value } else { nil }
    }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(Value.self, forKey: .valid) {
            self = .valid(value)
        } else {
            self = .invalid(try container.decode(DecodeFailure.self, forKey: .invalid))
        }
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .valid(let value): try container.encode(value, forKey: .valid)
        case .invalid(let failure): try container.encode(failure, forKey: .invalid)
        }
    }

    private enum CodingKeys: String, CodingKey { case valid, invalid }
}

extension KeyedDecodingContainer {
    /// The value under `key` decoded leniently by `decode`, or `nil` when the key is absent or null.
    func lenient<Value>(
        _ key: Key, _ decode: (any Decoder) throws -> Value
    ) -> Lenient<Value>? {
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
        return Lenient(Attempt { try decode(superDecoder(forKey: key)) })
    }
}
