import Foundation

/// The ids of the Lunch app's effects.
public enum LunchEffectID: TypedEffectID {
    /// `feed`: the restaurant feed.
    case feed
    /// `image:<url>`: the background image at that address.
    case image(AddressText)

    /// The effect id this stands for.
    public var effectID: EffectID {
        switch self {
        case .feed: EffectID.Spelling("feed").effectID
        case .image(let url): EffectID.Spelling("image", url.text).effectID
        }
    }

    /// The app's id that `effectID` stands for; `nil` for one of another app.
    public init?(_ effectID: EffectID) {
        let spelling = EffectID.Spelling(effectID)
        switch (spelling.kind, spelling.value) {
        case ("feed", nil): self = .feed
        case ("image", let address?):
            guard let url = AddressText(address) else { return nil }
            self = .image(url)
        default: return nil
        }
    }
}
