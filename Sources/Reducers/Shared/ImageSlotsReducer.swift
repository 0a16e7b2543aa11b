import AppState
import Foundation

/// The images a feature requested, one slot per address in the order they were first requested.
package enum ImageSlotsReducer {
    /// The image at `url` is being requested: its slot is marked loading, added when new.
    package static func loading(_ slots: inout ImageSlots, url: AddressText) {
        slots.set(.loading, at: url)
    }

    /// Marks the image at `url` loading and returns its load, under the id `id` names it by.
    package static func request(_ slots: inout ImageSlots, url: AddressText, id: (AddressText) -> EffectID) -> Effect {
        loading(&slots, url: url)
        return .loadImage(id: id(url), url: url)
    }

    /// Requests each image of `urls` that is neither loaded nor loading (never requested, or
    /// failed), once, in the order of `urls`: an address met again is loading by then.
    package static func requestMissing(_ slots: inout ImageSlots, _ urls: [AddressText], id: (AddressText) -> EffectID) -> [Effect] {
        var effects: [Effect] = []
        slots.reserveCapacity(adding: urls.count)
        for url in urls where slots.markLoadingUnlessPresent(url) {
            effects.append(.loadImage(id: id(url), url: url))
        }
        return effects
    }

    /// The load of the image at `url` finished; a result for an address never requested, or not
    /// loading (an answer late or twice), is dropped: it must not undo a later load.
    package static func loaded(_ slots: inout ImageSlots, url: AddressText, result: Result<ImageInfo, ImageError>) {
        slots.finishLoading(url, with: ImageLoad(result))
    }
}
