import Foundation

/// Where the Places web service is, and whether the runtime holds a key for it.
///
/// The key itself is never here: the front end gives it to the live runtime as a credential
/// (`QueryCredential.placesAPIKey` in `Effects`), which adds it to the service's addresses just
/// before the network, so no action, state or recorded log ever holds it. Without a key the app
/// says so and sends no request.
public struct PlacesSettings: Equatable, Codable, Sendable {
    /// The places service's address.
    public static let defaultService = URL(string: "https://maps.googleapis.com") ?? URL(fileURLWithPath: "/")

    /// Whether the front end configured a key for the service's addresses.
    public var hasAPIKey: Bool
    /// The scheme, host and port the web service paths (`/maps/api/place/...`) are appended to.
    public var service: URL

    /// Settings with or without an API key, asking `service`.
    public init(hasAPIKey: Bool, service: URL = PlacesSettings.defaultService) {
        self.hasAPIKey = hasAPIKey
        self.service = service
    }
}
