import Foundation

/// Which size of each picture the reservation view shows, for the width the front end lays its
/// cards out at.
///
/// The rule: every picture (the restaurant's, on card 1, and the first photo of each dish shown on
/// card 3) fills the card's width, so it is fetched in the smallest size at least
/// `layoutWidth` pixels wide, the flatter one of two equally wide sizes (the feed lists each
/// restaurant size square and wide: `small` 160×160 and `wide-small` 160×90), or in the widest
/// size when none is wide enough (dish photos come at most 590 pixels wide). See
/// `Photo.reference(fittingWidth:)`.
extension ReservationDetails {
    /// Every picture the view shows, in the order it shows them: the restaurant's, then one photo
    /// per dish shown (at most `maximumDishes`).
    public func imageURLs(fittingWidth layoutWidth: Int) -> [AddressText] {
        var urls: [AddressText] = []
        if case .summary(let summary)? = card(.summary), let picture = summary.pictureURL(fittingWidth: layoutWidth) {
            urls.append(picture)
        }
        if case .dishes(let dishes)? = card(.dishes) {
            urls += dishes.compactMap { $0.photoURL(fittingWidth: layoutWidth) }
        }
        return urls
    }
}

extension SummaryCard {
    /// The restaurant's picture, in the size that fits `layoutWidth` pixels.
    public func pictureURL(fittingWidth layoutWidth: Int) -> AddressText? {
        picture?.reference(fittingWidth: layoutWidth)?.uri
    }
}

extension ShownDish {
    /// The dish's first photo (each shown dish has one with a size), in the size that fits
    /// `layoutWidth` pixels.
    public func photoURL(fittingWidth layoutWidth: Int) -> AddressText? {
        photos.first?.reference(fittingWidth: layoutWidth)?.uri
    }
}

extension DiningState {
    /// The pictures the reservation shows at the layout width whose load failed, in the order
    /// shown: what a Retry of them all requests again.
    public var failedImages: [AddressText] {
        (details?.imageURLs(fittingWidth: layoutWidth) ?? []).filter { images.status(of: $0)?.isFailed == true }
    }
}
