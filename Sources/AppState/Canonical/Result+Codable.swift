/// Results travel inside logged actions (`case feedLoaded(Result<Feed, LoadError>)`), so they encode
/// as a one-key object: `{"success": …}` or `{"failure": …}`.
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ResultCodingKey.self)
        switch self {
        case .success(let value): try container.encode(value, forKey: .success)
        case .failure(let error): try container.encode(error, forKey: .failure)
        }
    }
}

extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ResultCodingKey.self)
        if container.contains(.success) {
            self = .success(try container.decode(Success.self, forKey: .success))
        } else if container.contains(.failure) {
            self = .failure(try container.decode(Failure.self, forKey: .failure))
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath,
                      debugDescription: "expected a \"success\" or \"failure\" key"))
        }
    }
}

private enum ResultCodingKey: String, CodingKey {
    case success, failure
}
