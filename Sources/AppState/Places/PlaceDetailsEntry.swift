/// The details of a place shown on a pushed details screen, with the request that fetches them.
public struct PlaceDetailsEntry: Equatable, Codable, Sendable {
    /// The place whose details these are.
    public var placeID: PlaceID
    /// The number of the request that fetches them; an answer to any other number is stale.
    public var request: PlacesRequestNumber
    /// `failed(.service(.notFound, ...))` when the place no longer exists.
    public var phase: Loadable<PlaceDetails, PlacesError>

    /// The details of `placeID` asked for by request `request`, in `phase`.
    public init(placeID: PlaceID, request: PlacesRequestNumber, phase: Loadable<PlaceDetails, PlacesError>) {
        self.placeID = placeID
        self.request = request
        self.phase = phase
    }
}
