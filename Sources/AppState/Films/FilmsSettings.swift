import Foundation

/// Where the two lists come from: a server at two addresses, or the two files the app ships with.
/// A front end or a test builds the state with its own.
public struct FilmsSettings: Equatable, Codable, Sendable {
    /// Where the list of the users' ratings is.
    public var userRatingsURL: URL
    /// Where the list of the critics' ratings is.
    public var criticRatingsURL: URL
    /// Which of the two the lists are read from. State schema 4 (every older state read the server).
    public var source: FilmsSource

    /// Settings reading the two lists from these addresses, from `source`.
    public init(userRatingsURL: URL, criticRatingsURL: URL, source: FilmsSource = .server) {
        self.userRatingsURL = userRatingsURL
        self.criticRatingsURL = criticRatingsURL
        self.source = source
    }

    /// The address of the list `kind`.
    public func url(of kind: FilmListKind) -> URL {
        switch kind {
        case .userRatings: userRatingsURL
        case .criticRatings: criticRatingsURL
        }
    }

    /// The name of the bundled file of the list `kind`: the exercise's own mock responses.
    public static func fileName(of kind: FilmListKind) -> String {
        switch kind {
        case .userRatings: "Films-user.json"
        case .criticRatings: "Films-critic.json"
        }
    }

    /// The largest list file read, in bytes, as for a response from the server.
    public static let fileMaxBytes = 5_000_000

    /// The addresses used at launch. The exercise shipped its two responses as files named
    /// `Films-user.json` and `Films-critic.json` with no server, so these name them on a reserved
    /// example host; a deployment passes its own.
    public static let standard = FilmsSettings(
        userRatingsURL: address("https://films.example.com/Films-user.json"),
        criticRatingsURL: address("https://films.example.com/Films-critic.json"))

    /// The standard settings reading the bundled files instead of the server.
    public static var bundledFiles: FilmsSettings {
        var settings = standard
        settings.source = .bundledFiles
        return settings
    }

    /// A literal address; both above parse (a test checks them), so the fallback never applies.
    private static func address(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: text)
    }
}

/// Where the films app reads its two lists from.
public enum FilmsSource: String, Codable, Sendable, CaseIterable {
    /// By HTTP, from the settings' two addresses.
    case server
    /// From the files the app ships with (`FilmsSettings.fileName(of:)`), read by the runtime.
    case bundledFiles
}
