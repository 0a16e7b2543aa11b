/// The ids of the Places app's effects. Searches and details carry the number of the request, so
/// an answer is matched to the request it answers and a stale one is dropped.
public enum PlacesEffectID: TypedEffectID {
    /// `nearby:<number>`: a Nearby Search page.
    case nearby(PlacesRequestNumber)
    /// `details:<number>`: a Place Details lookup.
    case details(PlacesRequestNumber)
    /// `photo:<place id>`: the image of a list row.
    case photo(PlaceID)
    /// `page-retry:<number>`: the timer after which page request `number`, refused because its
    /// token was not valid yet (or the quota was exceeded), is sent again.
    case pageRetry(PlacesRequestNumber)

    /// The effect id this stands for.
    public var effectID: EffectID {
        switch self {
        case .nearby(let number): EffectID.Spelling("nearby", number.description).effectID
        case .details(let number): EffectID.Spelling("details", number.description).effectID
        case .photo(let place): EffectID.Spelling("photo", place.rawValue).effectID
        case .pageRetry(let number): EffectID.Spelling("page-retry", number.description).effectID
        }
    }

    /// The app's id that `effectID` stands for; `nil` for one of another app.
    public init?(_ effectID: EffectID) {
        let spelling = EffectID.Spelling(effectID)
        switch (spelling.kind, spelling.number, spelling.value) {
        case ("nearby", let number?, _): self = .nearby(PlacesRequestNumber(number))
        case ("details", let number?, _): self = .details(PlacesRequestNumber(number))
        case ("page-retry", let number?, _): self = .pageRetry(PlacesRequestNumber(number))
        case ("photo", _, let place?): self = .photo(PlaceID(place))
        default: return nil
        }
    }
}
