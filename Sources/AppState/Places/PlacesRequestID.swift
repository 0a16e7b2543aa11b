/// The ids of the app's effects. Searches and details carry the number of the request, so an answer
/// is matched to the request it answers and a stale one is dropped.
public enum PlacesRequestID: Equatable, Sendable {
    /// `nearby:<number>`: a Nearby Search page.
    case nearby(Int)
    /// `details:<number>`: a Place Details lookup.
    case details(Int)
    /// `photo:<place id>`: the image of a list row.
    case photo(PlaceID)

    public var effectID: EffectID {
        switch self {
        case .nearby(let number): EffectID("nearby:\(number)")
        case .details(let number): EffectID("details:\(number)")
        case .photo(let place): EffectID("photo:\(place.rawValue)")
        }
    }

    /// The request an effect id names, or `nil` when it is not one of this app's ids.
    public init?(_ id: EffectID) {
        let parts = id.rawValue.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "nearby":
            guard let number = Int(parts[1]) else { return nil }
            self = .nearby(number)
        case "details":
            guard let number = Int(parts[1]) else { return nil }
            self = .details(number)
        case "photo":
            self = .photo(PlaceID(parts[1]))
        default:
            return nil
        }
    }
}
