/// What Coffee Port shows, computed from its state: connectivity, the state of the menu (loading,
/// saved, failed), the promoted burgers and the list, each with its image, "V" and Buy button, and
/// the alert on top.
public struct BurgersScreen: Equatable, Codable, Sendable {
    /// The screen's title.
    public var title: String
    /// Offline when the platform says so or the server could not be reached.
    public var connectivity: Connectivity
    /// Loading, the saved menu's age, or why the menu could not be loaded or saved.
    public var notices: [ScreenNotice]
    /// The horizontally scrolled section.
    public var promoted: [BurgerCardScreen]
    /// The vertically scrolled list.
    public var regular: [BurgerCardScreen]
    /// The alert shown; dismissing it reveals the next one queued.
    public var alert: ScreenAlert?

    /// The screen that `state` shows.
    public init(_ state: BurgersState) {
        title = "Coffee Port"
        connectivity = state.isOffline ? .offline : .online
        notices = []
        if state.isLoading { notices.append(ScreenNotice("Loading the burgers…")) }
        if case .failed(let error) = state.fetch {
            notices.append(.retryable(Sentences.load(error, what: "the burgers", host: Sentences.host(of: state.settings.server))))
        }
        if state.isShowingCachedFeed, let age = state.feedAge {
            notices.append(ScreenNotice("Saved menu, \(age)."))
        }
        if state.isOffline { notices.append(ScreenNotice("Offline: buying is disabled until the connection is back.")) }
        if let note = state.cacheNote { notices.append(ScreenNotice(note.text)) }
        promoted = state.promotedRows.map(BurgerCardScreen.init)
        regular = state.regularRows.map(BurgerCardScreen.init)
        alert = state.presentedAlert.map { ScreenAlert(title: $0.title, message: $0.message) }
    }
}

/// A burger as its section shows it: name, price, image, vegetarian "V" and Buy.
public struct BurgerCardScreen: Equatable, Codable, Sendable {
    /// The burger's id.
    public var id: BurgerID
    /// The burger's name.
    public var name: String
    /// The burger's price as text.
    public var price: String
    /// Whether the card shows "V".
    public var isVegetarian: Bool
    /// The burger's image.
    public var image: ScreenImage
    /// The Buy button.
    public var buy: ScreenButton

    init(_ row: BurgerRow) {
        id = row.burger.id
        name = row.burger.name
        price = row.priceText
        isVegetarian = row.burger.vegetarian
        image = ScreenImage(url: row.imageURL, load: row.image)
        switch row.buyButton {
        case .enabled: buy = ScreenButton("Buy")
        case .ordering: buy = ScreenButton("Ordering…", isEnabled: false)
        case .offline: buy = ScreenButton("Buy", isEnabled: false)
        }
    }
}
