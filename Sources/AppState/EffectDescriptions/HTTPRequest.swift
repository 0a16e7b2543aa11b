import Foundation

/// An HTTP request described as data: the runtime performs it, a test compares it.
public struct HTTPRequest: Equatable, Codable, Sendable {
    /// The request's method.
    public enum Method: String, Codable, Sendable { case get = "GET", post = "POST" }

    /// One header; headers are an ordered list, never a dictionary, so their order is stable.
    public struct Header: Equatable, Codable, Sendable {
        /// The header's name.
        public var name: String
        /// The header's value.
        public var value: String
        /// The header `name: value`.
        public init(name: String, value: String) { self.name = name; self.value = value }
    }

    /// The effect's id, which its answer carries.
    public var id: EffectID
    /// The request's method.
    public var method: Method
    /// The request's address.
    public var url: URL
    /// The request's headers, in order.
    public var headers: [Header]
    /// The body, for POST. Logged as UTF-8 text: request bodies here are JSON.
    public var body: String?
    /// Seconds before the runtime gives up with `HTTPError.timedOut`.
    public var timeout: Double
    /// A response body larger than this is refused with `HTTPError.tooLarge`.
    public var maxBytes: Int

    /// A request with these fields.
    public init(
        id: EffectID, method: Method = .get, url: URL, headers: [Header] = [],
        body: String? = nil, timeout: Double = 30, maxBytes: Int = 5_000_000
    ) {
        self.id = id
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxBytes = maxBytes
    }
}
