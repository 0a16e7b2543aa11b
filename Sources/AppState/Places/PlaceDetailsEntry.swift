/// The details of a place shown on a pushed details screen, with the request that fetches them.
public struct PlaceDetailsEntry: Equatable, Codable, Sendable {
    public enum Phase: Equatable, Codable, Sendable {
        case loading
        case loaded(PlaceDetails)
        /// `PlacesError.service(.notFound, ...)` when the place no longer exists.
        case failed(PlacesError)
    }

    public var placeID: PlaceID
    /// The number of the request that fetches them; an answer to any other number is stale.
    public var request: Int
    public var phase: Phase

    public init(placeID: PlaceID, request: Int, phase: Phase) {
        self.placeID = placeID
        self.request = request
        self.phase = phase
    }
}
