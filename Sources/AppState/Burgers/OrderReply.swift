import ActionLog
import Foundation

/// The server confirmed an order: `{"message": "Order placed.", "latency": N}`.
public struct OrderConfirmation: Equatable, Codable, Sendable {
    /// What the server said.
    public var message: String

    /// The confirmation saying `message`.
    public init(message: String) { self.message = message }
}

/// Why an order was not confirmed.
public enum OrderError: Error, Equatable, Codable, Sendable {
    /// The server answered (with HTTP 200, as Coffee Port does) that it refused the order.
    case rejected(message: String)
    /// The server answered with a status other than 2xx; its message when the body had one.
    case badStatus(status: Int, message: String?)
    /// The server answered 2xx with a body that is neither a confirmation nor a refusal.
    case unreadableReply(failure: DecodeFailure)
    /// No answer: the connection dropped, the server was unreachable, or it timed out.
    /// The order may or may not have reached the server; it is never sent again by itself.
    case transport(reason: HTTPError)

    /// Whether the order reached no server (so it was not placed, or may not have been).
    public var reachedNothing: Bool {
        if case .transport(let error) = self { error.reachedNothing } else { false }
    }

    /// The text of the error alert.
    public var message: String {
        switch self {
        case .rejected(let message): message
        case .badStatus(let status, let message?): "\(message) (HTTP \(status))"
        case .badStatus(let status, nil): "The server answered with HTTP status \(status)."
        case .unreadableReply(let failure):
            "The server's answer could not be read (\(failure)). The order may not have been placed."
        case .transport(.unreachable):
            "The server could not be reached, so the order was not placed. Try again once the connection is back."
        case .transport(.timedOut):
            "The server did not confirm the order in time. It was not sent again: "
                + "check whether it went through before ordering again."
        case .transport:
            "The connection was lost before the server confirmed the order. It was not sent again: "
                + "check whether it went through before ordering again."
        }
    }
}

extension OrderConfirmation {
    /// Reads an order's outcome from the body, never from the status alone: Coffee Port refuses
    /// orders with HTTP 200 and `{"<field>": ["<message>"]}`.
    ///
    /// A confirmation is an object with a `message` string and no error fields. Error fields are
    /// any other field holding a string or a list of strings (`id`, `bitcoin`, `detail`,
    /// `non_field_errors`), read in key order, each distinct message once.
    package static func decode(_ result: Result<HTTPResponse, HTTPError>) -> Result<OrderConfirmation, OrderError> {
        let response: HTTPResponse
        switch result {
        case .failure(let error): return .failure(.transport(reason: error))
        case .success(let value): response = value
        }
        let succeeded = (200..<300).contains(response.status)
        guard let body = try? JSONValue(parsing: response.body), case .object(let members) = body else {
            return .failure(
                succeeded
                    ? .unreadableReply(failure: DecodeFailure(path: "(root)", reason: "expected a JSON object"))
                    : .badStatus(status: response.status, message: nil))
        }
        var errors: [String] = []
        for text in members.filter({ $0.key != "message" }).flatMap({ Self.texts(in: $0.value) })
        where !errors.contains(text) {
            errors.append(text)
        }
        let message = errors.isEmpty ? nil : errors.joined(separator: " ")
        guard succeeded else { return .failure(.badStatus(status: response.status, message: message)) }
        if let message { return .failure(.rejected(message: message)) }
        guard case .string(let confirmation)? = body["message"] else {
            return .failure(.unreadableReply(failure: DecodeFailure(path: "message", reason: "expected a string")))
        }
        return .success(OrderConfirmation(message: confirmation))
    }

    private static func texts(in value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let items): items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: []
        }
    }
}
