import Foundation

/// What the runtime got back for an `HTTPRequest`: the status, the headers a decoder may read,
/// and the body bytes. The log holds it as it came; `Feature.action(for:)` decodes it, at
/// recording and again at every replay.
public struct HTTPResponse: Equatable, Codable, Sendable {
    /// The response headers the runtime keeps (lower-case names); every other header is dropped,
    /// so the log holds only what a decoder may read.
    public static let keptHeaders = ["content-type"]

    /// The HTTP status code.
    public var status: Int
    /// The response's headers, in order.
    public var headers: [HTTPRequest.Header]
    /// The response's body.
    public var body: Data

    /// A response of `status` with `headers` and `body`.
    public init(status: Int, headers: [HTTPRequest.Header] = [], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Why an HTTP effect failed, as a value that can be logged and replayed.
public enum HTTPError: Error, Equatable, Codable, Sendable {
    /// Nothing answered: connection refused, host not found, network down.
    case unreachable(reason: String)
    case timedOut
    case cancelled
    /// The body was larger than the request's `maxBytes`.
    case tooLarge(limit: Int)
    /// Any other transport failure, with the system's message.
    case transport(reason: String)
    /// The body came in a content encoding (such as `gzip`) that was not asked for: requests
    /// accept only `identity`, so that `maxBytes` bounds what the server sends, not just what
    /// a decoder makes of it. Holds the response's `Content-Encoding`.
    case unrequestedEncoding(encoding: String)
}

extension HTTPError {
    /// Whether the request reached no server that answered: refused, not found, timed out or
    /// dropped. A cancelled request, or a body over the limit or in an encoding not asked for (a
    /// server did answer), is not that.
    public var reachedNothing: Bool {
        switch self {
        case .unreachable, .timedOut, .transport: true
        case .cancelled, .tooLarge, .unrequestedEncoding: false
        }
    }
}
