import AppState
import Foundation

/// The effects the films app returns, and how their ids name what they were for.
///
/// A list is fetched under `list:<kind>` and a poster under `image:<film id>`, so a runtime result
/// maps back to its list or its film, and a newer request for the same poster replaces an older one.
enum FilmsEffects {
    static func fetch(_ kind: FilmListKind, config: FilmsConfig) -> Effect {
        .http(HTTPRequest(id: EffectID(listPrefix, kind.rawValue), url: config.url(of: kind)))
    }

    static func loadImage(of film: FilmID, url: URL) -> Effect {
        .loadImage(id: EffectID(imagePrefix, film), url: url)
    }

    /// The list fetched by the effect `id`, or `nil` when `id` is not a list fetch.
    static func list(fetchedBy id: EffectID) -> FilmListKind? {
        id.value(after: listPrefix).flatMap(FilmListKind.init(rawValue:))
    }

    /// The film whose poster the effect `id` loads, or `nil` when `id` is not a poster load.
    static func film(imagedBy id: EffectID) -> FilmID? {
        id.value(after: imagePrefix).flatMap { Int($0) }.map(FilmID.init)
    }

    private static let listPrefix = "list"
    private static let imagePrefix = "image"
}
