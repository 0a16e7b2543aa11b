import Foundation

/// Where the app finds its server and how long it waits for it.
public struct BurgersSettings: Equatable, Codable, Sendable {
    /// The server's root; the feed and orders are at `/burgers/`, images at the paths it lists.
    public var server: URL {
        didSet { burgersURL = Self.burgersURL(on: server) }
    }
    /// Seconds before a feed request fails with a timeout. Coffee Port waits up to 20 s on purpose.
    public var feedTimeout: Double
    /// Seconds before an order fails with a timeout.
    public var orderTimeout: Double

    /// `GET` lists the burgers there; `POST` orders one. Worked out once for each server, not
    /// for every request (an address is parsed to be made).
    public private(set) var burgersURL: URL

    /// Settings for `server`; unless given, 30-second timeouts.
    public init(server: URL, feedTimeout: Double = 30, orderTimeout: Double = 30) {
        self.server = server
        self.feedTimeout = feedTimeout
        self.orderTimeout = orderTimeout
        burgersURL = Self.burgersURL(on: server)
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
    private static func burgersURL(on server: URL) -> URL {
        resolve("/burgers/", against: server, origin: origin(of: server))?.url ?? server
    }

    /// The absolute address of a path the server gave, such as an image path; `nil` if it is not
    /// one. A plain absolute path (`/static/burgers/lava.jpg`) is joined to the server's origin,
    /// kept as text when that is plain (`AddressText`), else parsed once; anything else is resolved
    /// by Foundation (`URL(string:relativeTo:)`), which parses it twice. All give the same address.
    public func resolve(_ path: String) -> AddressText? {
        Self.resolve(path, against: server, origin: Self.origin(of: server))
    }

    /// `resolve(_:)` of each path that is one, in order: the server's origin worked out once.
    public func resolve(_ paths: [String]) -> [AddressText] {
        let origin = Self.origin(of: server)
        return paths.compactMap { Self.resolve($0, against: server, origin: origin) }
    }

    private static func resolve(_ path: String, against server: URL, origin: String?) -> AddressText? {
        if let origin, isPlainAbsolutePath(path) { return AddressText(origin + path) }
        return URL(string: path, relativeTo: server).map { AddressText($0.absoluteURL) }
    }

    /// `scheme://authority` of an address with no base and an authority: what an absolute path is
    /// resolved against (RFC 3986, 5.2.2), the base's own path, query and fragment left out.
    private static func origin(of server: URL) -> String? {
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
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// A path that starts with one `/`, holds only letters, digits, `-`, `.`, `_`, `~` and `/`, and
    /// no `.` or `..` segment: resolving it against an origin only prefixes the origin.
    private static func isPlainAbsolutePath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isPlainAbsolutePath)
    }

    private static func isPlainAbsolutePath(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard path.first == UInt8(ascii: "/") else { return false }
        var length = 0
        var dots = 0
        var isFirstSegment = true
        var isDotSegment: Bool { dots == length && (length == 1 || length == 2) }
        for byte in path.dropFirst() {
            switch byte {
            case UInt8(ascii: "/"):
                // `//` at the start would begin an authority.
                guard !(isFirstSegment && length == 0), !isDotSegment else { return false }
                (length, dots, isFirstSegment) = (0, 0, false)
            case UInt8(ascii: "."):
                length += 1
                dots += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                length += 1
            default:
                return false
            }
        }
        return !isDotSegment
    }
}
