import Foundation

/// Where the app finds its server and how long it waits for it.
public struct BurgersSettings: Equatable, Codable, Sendable {
    /// The server's root; the feed and orders are at `/burgers/`, images at the paths it lists.
    public var server: URL
    /// Seconds before a feed request fails with a timeout. Coffee Port waits up to 20 s on purpose.
    public var feedTimeout: Double
    /// Seconds before an order fails with a timeout.
    public var orderTimeout: Double

    /// Settings for `server`; unless given, 30-second timeouts.
    public init(server: URL, feedTimeout: Double = 30, orderTimeout: Double = 30) {
        self.server = server
        self.feedTimeout = feedTimeout
        self.orderTimeout = orderTimeout
    }

    /// The Coffee Port server of the exercise. The exercise writes `http://coffeeport.herokuapp.com/`;
    /// the app asks over https on purpose: Heroku serves every app on both, and iOS's App Transport
    /// Security refuses plain http unless the app opts out.
    public static let production = BurgersSettings(
        server: URL(string: "https://coffeeport.herokuapp.com") ?? URL(fileURLWithPath: "/"))

    /// `GET` lists the burgers there; `POST` orders one.
    public var burgersURL: URL { resolve("/burgers/") ?? server }

    /// The absolute URL of a path the server gave, such as an image path; `nil` if it is not one.
    public func resolve(_ path: String) -> URL? {
        URL(string: path, relativeTo: server)?.absoluteURL
    }
}
