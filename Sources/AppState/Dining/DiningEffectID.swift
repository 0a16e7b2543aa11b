import Foundation

/// The ids of the dining app's effects (the reservation's read is a storage load, which has none).
public enum DiningEffectID: TypedEffectID {
    /// `image:<url>`: the restaurant's picture or a dish's photo at that address.
    case image(AddressText)

    /// The effect id this stands for.
    public var effectID: EffectID {
        switch self {
        case .image(let url): EffectID.Spelling("image", url.text).effectID
        }
    }

    /// The app's id that `effectID` stands for; `nil` for one of another app.
    public init?(_ effectID: EffectID) {
        let spelling = EffectID.Spelling(effectID)
        switch (spelling.kind, spelling.value) {
        case ("image", let address?):
            guard let url = AddressText(address) else { return nil }
            self = .image(url)
        default: return nil
        }
    }
}
