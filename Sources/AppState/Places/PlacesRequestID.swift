/// The ids of the app's effects. Searches and details carry the number of the request, so an answer
/// is matched to the request it answers and a stale one is dropped.
public enum PlacesRequestID: Equatable, Sendable {
    /// `nearby:<number>`: a Nearby Search page.
    case nearby(Int)
    /// `details:<number>`: a Place Details lookup.
    case details(Int)
    /// `photo:<place id>`: the image of a list row.
    case photo(PlaceID)
    /// `page-retry:<number>`: the timer after which page request `number`, refused because its
    /// token was not valid yet (or the quota was exceeded), is sent again.
    case pageRetry(Int)

    public var effectID: EffectID {
        switch self {
        case .nearby(let number): EffectID("nearby", number)
        case .details(let number): EffectID("details", number)
        case .photo(let place): EffectID("photo", place.rawValue)
        case .pageRetry(let number): EffectID("page-retry", number)
        }
    }

    /// The request an effect id names, or `nil` when it is not one of this app's ids.
    public init?(_ id: EffectID) {
        if let number = id.value(after: "nearby").flatMap({ Int($0) }) {
            self = .nearby(number)
        } else if let number = id.value(after: "details").flatMap({ Int($0) }) {
            self = .details(number)
        } else if let number = id.value(after: "page-retry").flatMap({ Int($0) }) {
            self = .pageRetry(number)
        } else if let place = id.value(after: "photo") {
            self = .photo(PlaceID(place))
        } else {
            return nil
        }
    }
}
