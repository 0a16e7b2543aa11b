import Foundation

/// What a buy button shows.
public enum BuyButton: Equatable, Sendable {
    case enabled
    /// Disabled: this burger's order is in flight.
    case ordering
    /// Disabled: the device is offline, or the server could not be reached.
    case offline

    public var isEnabled: Bool { self == .enabled }
}

/// One burger as a front end draws it, in either section.
public struct BurgerRow: Equatable, Sendable {
    public var burger: Burger
    public var priceText: String
    public var imageURL: URL?
    public var image: ImageLoad?
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

    public var isLoading: Bool { if case .loading = fetch { true } else { false } }

    public var promotedRows: [BurgerRow] { (lastGood?.feed.promoted ?? []).map(row) }
    public var regularRows: [BurgerRow] { (lastGood?.feed.regular ?? []).map(row) }

    public var presentedAlert: BurgerAlert? { alerts.first }

    public func buyButton(for id: BurgerID) -> BuyButton {
        if ordersInFlight.contains(where: { $0.id == id }) { return .ordering }
        return isOffline ? .offline : .enabled
    }

    /// Offline for buying: the platform says so, or the last request reached no server.
    public var isOffline: Bool { connectivity == .offline || !serverReachable }

    public func imageURL(of burger: Burger) -> URL? { settings.resolve(burger.imagePath) }

    private func row(_ burger: Burger) -> BurgerRow {
        let url = imageURL(of: burger)
        return BurgerRow(
            burger: burger, priceText: burger.price.description, imageURL: url,
            image: url.flatMap { images.status(of: $0) }, buyButton: buyButton(for: burger.id))
    }
}
