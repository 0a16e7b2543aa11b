/// The log names of the shared reducers' actions and refusals, for the apps' `coverage` lists:
/// `SharedCoverage.browserActions.under("browser")` is `browser.addressSubmitted`, ….
enum SharedCoverage {
    static let browserActions = [
        "addressSubmitted", "linkFollowed", "redirected", "backTapped", "nextTapped", "refreshTapped",
        "loadProgressed", "loadFinished", "loadFailed",
    ]
    static let browserRefusals = ["unsupportedAddress", "nothingBack", "nothingForward", "notCurrentPage", "supersededLoad"]
    static let bannerActions = ["tapped", "dragChanged", "dragEnded", "dragCancelled"]
    static let bannerRefusals = ["hidden", "dragInProgress", "noDragInProgress", "invalidSample", "sampleOutOfOrder"]
    static let modalActions = ["presented", "dismissed"]
    static let modalRefusals = ["alreadyPresenting", "nothingToDismiss"]
    static let navigationActions = ["pushed", "popped", "poppedToRoot", "poppedTo"]
    static let favoritesActions = ["toggled", "restored"]
    static let httpResults = ["http.response", "http.failure"]
    static let imageResults = ["image.loaded", "image.failure"]
    static let readResults = ["loaded.value", "loaded.nothing", "loaded.failure"]
    static let writeResults = ["persisted.written", "persisted.failure"]
}

extension [String] {
    /// Each name as a case of the enclosing case `name`: `browser.backTapped`.
    func under(_ name: String) -> [String] { map { "\(name).\($0)" } }
}

