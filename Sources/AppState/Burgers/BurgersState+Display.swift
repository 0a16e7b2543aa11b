import Foundation

/// What a buy button shows.
public enum BuyButton: Equatable, Sendable {
    case enabled
    /// Disabled: this burger's order is in flight.
    case ordering
    /// Disabled: the device is offline, or the server could not be reached.
    case offline

    /// Whether the button can be tapped.
    public var isEnabled: Bool { self == .enabled }
}

/// One burger as a front end draws it, in either section.
public struct BurgerRow: Equatable, Sendable {
    /// The burger.
    public var burger: Burger
    /// The price as text.
    public var priceText: String
    /// The image's address, when the burger has one.
    public var imageURL: AddressText?
    /// Where the image's load is, once asked for.
    public var image: ImageLoad?
    /// The Buy button.
    public var buyButton: BuyButton
}

extension BurgersState {
    /// True when the feed shown is not the answer to the latest request: offline, read from disk,
    /// or the latest request failed.
    public var isShowingCachedFeed: Bool {
        guard let lastGood else { return false }
        if case .failed = fetch { return true }
        return connectivity == .offline || lastGood.origin == .disk
    }

    /// How old the feed shown is, as of `now`.
    public var feedAge: FeedAge? { lastGood.map { FeedAge(from: $0.fetchedAt, to: now) } }

    /// Whether the feed is being fetched.
    public var isLoading: Bool { if case .loading = fetch { true } else { false } }

    /// The promoted burgers' rows.
    public var promotedRows: [BurgerRow] { (lastGood?.feed.promoted ?? []).map(row) }
    /// The other burgers' rows.
    public var regularRows: [BurgerRow] { (lastGood?.feed.regular ?? []).map(row) }

    /// The alert shown: the oldest one waiting.
    public var presentedAlert: BurgerAlert? { alerts.first }

    /// What the Buy button of burger `id` shows.
    public func buyButton(for id: BurgerID) -> BuyButton {
        if ordersInFlight.contains(where: { $0.id == id }) { return .ordering }
        return isOffline ? .offline : .enabled
    }

    /// Offline for buying: the platform says so, or the last request reached no server.
    public var isOffline: Bool { connectivity == .offline || !serverReachable }

    /// The address of `burger`'s image, on the settings' server.
    public func imageURL(of burger: Burger) -> AddressText? { settings.resolve(burger.imagePath) }

    private func row(_ burger: Burger) -> BurgerRow {
        let url = imageURL(of: burger)
        return BurgerRow(
            burger: burger, priceText: burger.price.description, imageURL: url,
            image: url.flatMap { images.status(of: $0) }, buyButton: buyButton(for: burger.id))
    }
}
