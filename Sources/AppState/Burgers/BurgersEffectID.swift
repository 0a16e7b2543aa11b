import Foundation

/// The ids of the Burgers app's effects.
public enum BurgersEffectID: TypedEffectID {
    /// `feed`: the burger feed; a newer request replaces an older one.
    case feed
    /// `order:<burger>`: the order of one burger, so its answer finds its button.
    case order(BurgerID)
    /// `image:<url>`: a burger's image.
    case image(AddressText)

    /// The effect id this stands for.
    public var effectID: EffectID {
        switch self {
        case .feed: EffectID.Spelling("feed").effectID
        case .order(let burger): EffectID.Spelling("order", burger.description).effectID
        case .image(let url): EffectID.Spelling("image", url.text).effectID
        }
    }

    /// The app's id that `effectID` stands for; `nil` for one of another app.
    public init?(_ effectID: EffectID) {
        let spelling = EffectID.Spelling(effectID)
        switch (spelling.kind, spelling.number, spelling.value) {
        case ("feed", _, nil): self = .feed
        case ("order", let burger?, _): self = .order(BurgerID(burger))
        case ("image", _, let address?):
            guard let url = AddressText(address) else { return nil }
            self = .image(url)
        default: return nil
        }
    }
}
