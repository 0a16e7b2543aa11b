import Foundation

/// Where the Places web service is and the key to call it with.
///
/// It comes from the environment or a file at launch and travels in the launch action, so the key
/// is never written in the source. Without a key the app says so and sends no request.
public struct PlacesConfiguration: Equatable, Codable, Sendable {
    /// The environment variable holding the key.
    public static let keyVariable = "PLACES_API_KEY"
    /// The environment variable naming a file whose first line is the key.
    public static let keyFileVariable = "PLACES_API_KEY_FILE"
    /// The environment variable overriding the service's address (a local server in tests).
    public static let serviceVariable = "PLACES_SERVICE_URL"
    public static let defaultService = URL(string: "https://maps.googleapis.com") ?? URL(fileURLWithPath: "/")

    /// The key, or `nil` when none was configured.
    public var apiKey: String?
    /// The scheme, host and port the web service paths (`/maps/api/place/...`) are appended to.
    public var service: URL

    /// An empty or blank key counts as no key.
    public init(apiKey: String?, service: URL = PlacesConfiguration.defaultService) {
        let trimmed = apiKey?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.apiKey = trimmed?.isEmpty == false ? trimmed : nil
        self.service = service
    }

    /// Reads the key from `PLACES_API_KEY`, or else from the first line of the file named by
    /// `PLACES_API_KEY_FILE` (read with `readFile`), and the service from `PLACES_SERVICE_URL`.
    public init(environment: [String: String], readFile: (String) -> String?) {
        var key = environment[Self.keyVariable]
        if key?.isEmpty ?? true, let path = environment[Self.keyFileVariable] {
            key = readFile(path)?.split(whereSeparator: \.isNewline).first.map(String.init)
        }
        let service = environment[Self.serviceVariable].flatMap { URL(string: $0) } ?? Self.defaultService
        self.init(apiKey: key, service: service)
    }
}
