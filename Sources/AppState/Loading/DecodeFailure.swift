import ActionLog
import Foundation

/// Why a JSON document could not be decoded: the JSON path (`restaurants[3].location.lat`) and
/// what was wrong there.
public struct DecodeFailure: Error, Equatable, Codable, Sendable, CustomStringConvertible {
    /// The JSON path of the value that could not be decoded.
    public var path: String
    /// Why it could not be decoded.
    public var reason: String

    /// The failure `reason` at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The value as text.
    public var description: String { "\(path): \(reason)" }

    /// Decodes `type` from `data`, written in `syntax`, naming the failing path instead of
    /// throwing. A `JSONNodeDecodable` type is read by the log's byte parser first, and
    /// `JSONDecoder` decodes only what that does not take (and names what is wrong).
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, syntax: DocumentSyntax = .json
    ) -> Result<T, DecodeFailure> {
        if let nodeType = type as? any JSONNodeDecodable.Type,
            let value = nodeType.read(data, allowsTrailingCommas: syntax.allowsTrailingCommas) as? T
        {
            return .success(value)
        }
        do {
            return .success(try syntax.decoder.decode(type, from: data))
        } catch {
            return .failure(DecodeFailure(error))
        }
    }

    /// Describes any error thrown by a `JSONDecoder`.
    package init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(path: "(root)", reason: "\(error)")
            return
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), reason: "missing")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), reason: "expected \(type), found null")
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), reason: "expected \(type)")
        case .dataCorrupted(let context):
            let reason = context.codingPath.isEmpty
                ? "not valid JSON" : context.debugDescription
            self.init(path: Self.path(context.codingPath), reason: reason)
        @unknown default:
            self.init(path: "(root)", reason: "\(error)")
        }
    }

    /// `action.tabs._0`, `items[2].name`: a coding path as a reader would write it.
    package static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}

extension LoadError {
    /// The outcome of an HTTP effect as a decoded value: 2xx bodies are decoded as `T` (unless the
    /// content type says the body is an HTML page or media), other statuses and transport failures
    /// become the matching `LoadError`.
    package static func decode<T: Decodable>(
        _ type: T.Type, from result: Result<HTTPResponse, HTTPError>
    ) -> Result<T, LoadError> {
        switch result {
        case .failure(let error): return .failure(.http(error: error))
        case .success(let response) where !(200..<300).contains(response.status):
            return .failure(.badStatus(status: response.status))
        case .success(let response):
            if let refusal = response.nonJSONContentType { return .failure(.decoding(failure: refusal)) }
            return DecodeFailure.decode(type, from: response.body).mapError { .decoding(failure: $0) }
        }
    }
}

extension LoadError {
    /// The outcome of reading the bundled file `name` as a decoded value: its bytes decoded as `T`,
    /// or the matching `LoadError`, each naming the file.
    package static func decode<T: Decodable>(
        _ type: T.Type, fromFile name: String, _ result: Result<Data, FileReadError>
    ) -> Result<T, LoadError> {
        switch result {
        case .failure(let error): .failure(.file(name: name, error: error))
        case .success(let contents):
            DecodeFailure.decode(type, from: contents).mapError { .malformedFile(name: name, failure: $0) }
        }
    }
}
