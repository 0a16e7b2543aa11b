import ActionLog
import AppState
import Foundation

/// Turns a `DecodingError` from one log line into a `LogError.Problem` that names the JSON path,
/// and recognises an action case this build does not know.
enum DecodingErrorDescription {
    /// The path and reason come from `DecodeFailure`, as for every decoded feed; on top of it,
    /// a log names unknown action cases, keeps the parser's words for invalid JSON, and tells
    /// binary lines apart.
    static func problem(for error: any Error, line: Data) -> LogError.Problem {
        guard String(data: line, encoding: .utf8) != nil, !line.contains(0) else { return .notText }
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .dataCorrupted(let context)?:
            if context.codingPath.isEmpty, case .dataCorrupted = error as? DecodingError {
                return .malformed(field: nil, reason: "not valid JSON (\(underlying(context)))")
            }
            if let unknown = unknownCase(at: context.codingPath, in: line) {
                return .unknownAction(caseName: unknown, field: DecodeFailure.path(context.codingPath))
            }
        default:
            break
        }
        let failure = DecodeFailure(error)
        return .malformed(field: failure.path == "(root)" ? nil : failure.path, reason: failure.reason)
    }

    /// A synthesised enum decoder fails with a type mismatch when the object's single key is not
    /// one of its cases: that key is the unknown case.
    private static func unknownCase(at codingPath: [any CodingKey], in line: Data) -> String? {
        guard var value = try? JSONValue(parsing: line) else { return nil }
        for key in codingPath {
            if let index = key.intValue, case .array(let items) = value, index < items.count {
                value = items[index]
            } else if let child = value[key.stringValue] {
                value = child
            } else {
                return nil
            }
        }
        guard case .object(let members) = value, members.count == 1 else { return nil }
        return members[0].key
    }

    private static func underlying(_ context: DecodingError.Context) -> String {
        context.underlyingError.map { "\($0)" } ?? context.debugDescription
    }
}
