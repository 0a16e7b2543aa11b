import AppState
import Foundation

/// The reservation's pictures: the restaurant's and each shown dish's photo, in the size that fits
/// the layout width (`ReservationDetails.imageURLs(fittingWidth:)`), through `ImageSlotsReducer`.
extension DiningReducer {
    /// Requests every picture the read reservation shows at the current width that is neither
    /// loaded nor loading: a reservation read again (a relaunch) keeps what loaded and asks again
    /// for what failed, as Lunch does with its feed's images.
    static func requestImages(_ state: inout DiningState) -> [Effect] {
        guard let details = state.details else { return [] }
        return ImageSlotsReducer.requestMissing(&state.images, details.imageURLs(fittingWidth: state.layoutWidth), id: imageID)
    }

    /// A new width may pick other sizes: the pictures it shows that are neither loaded nor loading
    /// are requested (failed ones again, as on a relaunch); loads of sizes no longer shown run on,
    /// and their slots stay. The same width again changes nothing.
    static func layoutWidthChanged(_ state: inout DiningState, pixels: Int) -> [Effect] {
        guard pixels > 0 else {
            state.lastRefusal = .layoutWidthNotPositive(pixels: pixels)
            return []
        }
        guard pixels != state.layoutWidth else { return [] }
        state.layoutWidth = pixels
        return requestImages(&state)
    }

    static func retryImage(_ state: inout DiningState, url: AddressText) -> [Effect] {
        guard case .failed? = state.images.status(of: url) else {
            state.lastRefusal = .imageNotFailed(url: url)
            return []
        }
        return [ImageSlotsReducer.request(&state.images, url: url, id: imageID)]
    }

    private static func imageID(_ url: AddressText) -> EffectID {
        DiningEffectID.image(url).effectID
    }
}
