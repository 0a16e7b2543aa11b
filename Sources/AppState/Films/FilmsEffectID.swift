import Foundation

/// The ids of the Films app's effects: a result maps back to its list or its film, and a newer
/// request for the same poster replaces an older one.
public enum FilmsEffectID: TypedEffectID {
    /// `list:<kind>`: one of the two lists.
    case list(FilmListKind)
    /// `image:<film id>`: a film's poster.
    case poster(FilmID)

    /// The effect id this stands for.
    public var effectID: EffectID {
        switch self {
        case .list(let kind): EffectID.Spelling("list", kind.rawValue).effectID
        case .poster(let film): EffectID.Spelling("image", film.description).effectID
        }
    }

    /// The app's id that `effectID` stands for; `nil` for one of another app.
    public init?(_ effectID: EffectID) {
        let spelling = EffectID.Spelling(effectID)
        switch (spelling.kind, spelling.number, spelling.value) {
        case ("list", _, let kind?):
            guard let kind = FilmListKind(rawValue: kind) else { return nil }
            self = .list(kind)
        case ("image", let film?, _): self = .poster(FilmID(film))
        default: return nil
        }
    }
}
