/// The map tab's camera. The annotations are the list's places (`PlacesState.annotations`).
public struct PlacesMap: Equatable, Codable, Sendable {
    /// The centre of the map, `nil` until the first position arrives.
    public var centre: Coordinate?
    /// Whether the map follows the user's position: true until the user moves the map, and again
    /// after "my location" is tapped.
    public var followsUser: Bool

    /// A map centred on `centre`, following the user's location or not.
    public init(centre: Coordinate? = nil, followsUser: Bool = true) {
        self.centre = centre
        self.followsUser = followsUser
    }
}
