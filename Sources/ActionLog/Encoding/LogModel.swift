import Foundation

/// A domain model that the log spells in its own `Codable` JSON rather than a hand-written form:
/// a feed, a page of places, a decode failure. Such values appear only in decoded actions (effect
/// results as a format-1 log recorded them, or a decoded action a client sent itself); format 2
/// logs the raw result instead and decodes it again at replay.
public protocol LogModel: LogCodable, Codable {}

extension LogModel {
    /// The value as the log spells it.
    public var logValue: JSONValue {
        (try? JSONValue(encoding: self)) ?? .string("(cannot be encoded)")
    }

    /// Reads the value from the log's spelling at `path`, the error naming that path.
    public init(logValue: JSONValue, at path: String) throws(LogDecodingError) {
        do {
            self = try JSONDecoder().decode(Self.self, from: CanonicalWriter.bytes(of: logValue))
        } catch {
            throw LogDecodingError(path: path, reason: .invalid("not a valid \(Self.self): \(Self.reason(error))"))
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}
