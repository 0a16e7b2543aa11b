/// The `status` field of every Places web service answer.
///
/// Kept as the text the service sent, so a status this core does not know is still shown as is.
public struct ServiceStatus: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The status as the service spells it.
    public var rawValue: String

    /// The status spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Decodes the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The request succeeded.
    public static let ok = ServiceStatus(rawValue: "OK")
    /// The search worked but found nothing; not an error.
    public static let zeroResults = ServiceStatus(rawValue: "ZERO_RESULTS")
    /// Too many requests: the key's quota is spent.
    public static let overQueryLimit = ServiceStatus(rawValue: "OVER_QUERY_LIMIT")
    /// The key is missing, invalid or not allowed to use the service.
    public static let requestDenied = ServiceStatus(rawValue: "REQUEST_DENIED")
    /// A parameter is missing or wrong; for a page request, the page token was not accepted.
    public static let invalidRequest = ServiceStatus(rawValue: "INVALID_REQUEST")
    /// The place id is not (or no longer) in the service's database.
    public static let notFound = ServiceStatus(rawValue: "NOT_FOUND")
    /// The service failed; trying again may succeed.
    public static let unknownError = ServiceStatus(rawValue: "UNKNOWN_ERROR")

    /// The value as text.
    public var description: String { rawValue }
}

/// Why a Places request gave nothing usable, as a value that can be logged and shown.
public enum PlacesError: Error, Equatable, Codable, Sendable {
    /// Transport failure, an HTTP status other than 2xx, or a body that is not the expected JSON.
    case load(error: LoadError)
    /// The service answered with a `status` other than `OK` (and `ZERO_RESULTS` for searches),
    /// with its `error_message` when it gave one.
    case service(status: ServiceStatus, message: String?)
    /// The service refused the `next_page_token` of a page request (`INVALID_REQUEST`).
    case pageTokenRejected(message: String?)
    /// The configured service address does not give a valid request URL.
    case invalidServiceURL(address: String)
    /// A details answer about another place than the one asked for: refused, never shown.
    case otherPlace(asked: PlaceID, answered: PlaceID)
}
