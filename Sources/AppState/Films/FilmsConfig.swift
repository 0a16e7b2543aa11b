import Foundation

/// Where the two lists are fetched from. A front end or a test builds the state with its own.
public struct FilmsConfig: Equatable, Codable, Sendable {
    public var userRatingsURL: URL
    public var criticRatingsURL: URL

    public init(userRatingsURL: URL, criticRatingsURL: URL) {
        self.userRatingsURL = userRatingsURL
        self.criticRatingsURL = criticRatingsURL
    }

    /// The address of the list `kind`.
    public func url(of kind: FilmListKind) -> URL {
        switch kind {
        case .userRatings: userRatingsURL
        case .criticRatings: criticRatingsURL
        }
    }

    /// The addresses used at launch. The exercise shipped its two responses as files named
    /// `Films-user.json` and `Films-critic.json` with no server, so these name them on a reserved
    /// example host; a deployment passes its own.
    public static let standard = FilmsConfig(
        userRatingsURL: address("https://films.example.com/Films-user.json"),
        criticRatingsURL: address("https://films.example.com/Films-critic.json"))

    /// A literal address; both above parse (a test checks them), so the fallback never applies.
    private static func address(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: text)
    }
}
