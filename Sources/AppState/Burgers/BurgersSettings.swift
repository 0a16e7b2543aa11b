import Foundation

/// Where the app finds its server and how long it waits for it.
public struct BurgersSettings: Equatable, Codable, Sendable {
    /// The server's root; the feed and orders are at `/burgers/`, images at the paths it lists.
    public var server: URL {
        didSet {
            origin = Self.origin(of: server)
            burgersURL = Self.burgersURL(on: server, origin: origin)
        }
    }
    /// Seconds before a feed request fails with a timeout. Coffee Port waits up to 20 s on purpose.
    public var feedTimeout: Double
    /// Seconds before an order fails with a timeout.
    public var orderTimeout: Double

    /// `GET` lists the burgers there; `POST` orders one. Worked out once for each server, not
    /// for every request (an address is parsed to be made).
    public private(set) var burgersURL: URL
    /// The server's origin, what its image paths are joined to: worked out once for each server,
    /// not for every feed (it reads the server's whole address).
    private var origin: Origin?

    /// Settings for `server`; unless given, 30-second timeouts.
    public init(server: URL, feedTimeout: Double = 30, orderTimeout: Double = 30) {
        self.server = server
        self.feedTimeout = feedTimeout
        self.orderTimeout = orderTimeout
        origin = Self.origin(of: server)
        burgersURL = Self.burgersURL(on: server, origin: origin)
    }

    private enum CodingKeys: String, CodingKey { case server, feedTimeout, orderTimeout }

    /// Decodes the settings from their JSON form: the server and the timeouts.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            server: try fields.decode(URL.self, forKey: .server), feedTimeout: try fields.decode(Double.self, forKey: .feedTimeout),
            orderTimeout: try fields.decode(Double.self, forKey: .orderTimeout))
    }

    /// The Coffee Port server of the exercise. The exercise writes `http://coffeeport.herokuapp.com/`;
    /// the app asks over https on purpose: Heroku serves every app on both, and iOS's App Transport
    /// Security refuses plain http unless the app opts out.
    public static let production = BurgersSettings(
        server: URL(string: "https://coffeeport.herokuapp.com") ?? URL(fileURLWithPath: "/"))

    /// `/burgers/` on `server`.
    private static func burgersURL(on server: URL, origin: Origin?) -> URL {
        resolve("/burgers/", against: server, origin: origin)?.url ?? server
    }

    /// The absolute address of a path the server gave, such as an image path; `nil` if it is not
    /// one. A plain absolute path (`/static/burgers/lava.jpg`) is joined to the server's origin,
    /// kept as text when that is plain (`AddressText`), else parsed once; anything else is resolved
    /// by Foundation (`URL(string:relativeTo:)`), which parses it twice. All give the same address.
    public func resolve(_ path: String) -> AddressText? {
        Self.resolve(path, against: server, origin: origin)
    }

    /// `resolve(_:)` of each path that is one, in order.
    public func resolve(_ paths: [String]) -> [AddressText] {
        paths.compactMap { Self.resolve($0, against: server, origin: origin) }
    }

    private static func resolve(_ path: String, against server: URL, origin: Origin?) -> AddressText? {
        if let origin {
            var path = path
            if let text = path.withUTF8({ isPlainAbsolutePath($0) ? origin.joined(to: $0) : nil }) {
                return origin.isPlain ? AddressText(spelled: text) : AddressText(text)
            }
        }
        return URL(string: path, relativeTo: server).map { AddressText($0.absoluteURL) }
    }

    /// `scheme://authority` of an address with no base and an authority: what an absolute path is
    /// resolved against (RFC 3986, 5.2.2), the base's own path, query and fragment left out.
    private struct Origin: Equatable {
        var text: String
        /// Whether the origin is a plain address (`WebAddress.isPlain`): joined to a plain absolute
        /// path (whose bytes all stand for themselves in a path), it stays one, and the address is
        /// kept as text without being looked through again.
        var isPlain: Bool

        /// The origin followed by `path`, copied once into a string of their length.
        func joined(to path: UnsafeBufferPointer<UInt8>) -> String {
            var text = text
            return text.withUTF8 { origin in
                String(unsafeUninitializedCapacity: origin.count + path.count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<origin.count]).initialize(fromContentsOf: origin)
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[origin.count...]).initialize(fromContentsOf: path)
                    return buffer.count
                }
            }
        }
    }

    private static func origin(of server: URL) -> Origin? {
        guard server.baseURL == nil else { return nil }
        let bytes = Array(server.absoluteString.utf8)
        var colon = 0
        while colon < bytes.count, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon > 0, colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
            return nil
        }
        var end = colon + 3
        while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        guard end > colon + 3 else { return nil }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        return Origin(text: text, isPlain: WebAddress.isPlain(text))
    }

    /// A path that starts with one `/`, holds only letters, digits, `-`, `.`, `_`, `~` and `/`, and
    /// no `.` or `..` segment: resolving it against an origin only prefixes the origin.
    private static func isPlainAbsolutePath(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard path.first == UInt8(ascii: "/") else { return false }
        /// Whether the segment of `length` bytes, `dots` of them dots, is `.` or `..`.
        func isDotSegment(_ length: Int, _ dots: Int) -> Bool { dots == length && (length == 1 || length == 2) }
        var segmentStart = 1
        var dots = 0
        for index in 1..<path.count {
            let byte = path[index]
            if byte == UInt8(ascii: "/") {
                // `//` at the start would begin an authority.
                let length = index - segmentStart
                guard !(segmentStart == 1 && length == 0), !isDotSegment(length, dots) else { return false }
                (segmentStart, dots) = (index + 1, 0)
            } else if byte == UInt8(ascii: ".") {
                dots += 1
            } else if !isLetterDigitOrMark(byte) {
                return false
            }
        }
        return !isDotSegment(path.count - segmentStart, dots)
    }

    /// A letter, a digit, `-`, `_` or `~`: with the dot, the bytes a plain path's segments hold.
    private static func isLetterDigitOrMark(_ byte: UInt8) -> Bool {
        // With the 0x20 bit set, a letter is its lower case; no other byte becomes one.
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }
}
