import Foundation

/// What the runtime got back for an `HTTPRequest`: the status and the body bytes.
///
/// Features turn it into a typed value in `Feature.action(for:)`, so the log holds decoded values.
public struct HTTPResponse: Equatable, Codable, Sendable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why an HTTP effect failed, as a value that can be logged and replayed.
public enum HTTPError: Error, Equatable, Codable, Sendable {
    /// Nothing answered: connection refused, host not found, network down.
    case unreachable(String)
    case timedOut
    case cancelled
    /// The body was larger than the request's `maxBytes`.
    case tooLarge(limit: Int)
    /// Any other transport failure, with the system's message.
    case transport(String)
}
