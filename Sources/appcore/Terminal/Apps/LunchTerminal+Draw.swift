import AppState
import Foundation

extension LunchTerminal {
    func draw(_ state: LunchState, into frame: inout TerminalFrame, height: Int) {
        frame.add("Lunch Tyme", .bold)
        frame.addTabBar(LunchTab.allCases.map(\.rawValue), selected: LunchTab.allCases.firstIndex(of: state.navigation.selected) ?? 0)
        frame.addBlank()
        let listHeight = height - 5
        if state.modal.presented == .map {
            drawMap(state.map, into: &frame, height: listHeight)
            frame.addHelp("m/esc close the map · q quit")
        } else if case .detail(let id)? = state.navigation.current.top {
            drawDetail(id, state, into: &frame)
            frame.addHelp("f heart · esc back · m map · 1-3 tabs · q quit")
        } else {
            switch state.navigation.selected {
            case .lunch:
                drawFeed(state, into: &frame, height: listHeight)
                frame.addHelp("↑↓ move · enter open · m map · 1-3 tabs · q quit")
            case .favorites:
                drawRestaurants(state.favoriteRestaurants, state, cursor: favoritesCursor, empty: "No favorites yet.", into: &frame, height: listHeight)
                frame.addHelp("↑↓ move · enter open · 1-3 tabs · q quit")
            case .internets:
                drawBrowser(state.browser, refusal: state.lastRefusal, into: &frame)
                frame.addHelp(address == nil ? "e address · b back · n next · r refresh · 1-3 tabs · q quit" : "type the address · enter go · esc cancel")
            }
        }
    }

    private func drawFeed(_ state: LunchState, into frame: inout TerminalFrame, height: Int) {
        guard let restaurants = frame.addStatus(of: state.feed, "restaurants") else { return }
        if let problem = state.feedReloadProblem {
            frame.add("The restaurants could not be reloaded: \(problem). r retry")
        }
        drawRestaurants(restaurants, state, cursor: listCursor, empty: "No restaurants.", into: &frame, height: height)
    }

    private func drawRestaurants(
        _ restaurants: [Restaurant], _ state: LunchState, cursor: ListCursor, empty: String,
        into frame: inout TerminalFrame, height: Int
    ) {
        guard !restaurants.isEmpty else { return frame.add(empty) }
        let rows = restaurants.map { restaurant in
            [TerminalFrame.Span.plain(state.favorites.contains(restaurant.id) ? "♥ " : "  "),
             .bold(restaurant.name), .plain("  \(restaurant.category)")]
        }
        frame.addList(rows, cursor: min(cursor.row, restaurants.count - 1), height: height)
    }

    private func drawDetail(_ id: RestaurantID, _ state: LunchState, into frame: inout TerminalFrame) {
        guard let restaurant = state.restaurant(id) else { return frame.add("\(id.name) is not in the feed.") }
        frame.add([.bold(restaurant.name), .plain(state.favorites.contains(id) ? "  ♥ favorite" : "  ♡ not a favorite")])
        frame.add(restaurant.category)
        frame.addBlank()
        restaurant.location.formattedAddress.forEach { frame.add($0) }
        if let phone = restaurant.contact?.formattedPhone { frame.add(phone) }
        if let twitter = restaurant.contact?.twitter { frame.add("@\(twitter)") }
    }

    private func drawMap(_ map: LunchMap, into frame: inout TerminalFrame, height: Int) {
        frame.add("Map", .bold)
        if let region = map.region {
            frame.add("centre \(Self.degrees(region.center)) · span \(Self.number(region.latitudeDelta))° x \(Self.number(region.longitudeDelta))°")
        }
        let rows = map.annotations.map { [TerminalFrame.Span.plain("\(Self.degrees($0.coordinate))  \($0.name)")] }
            + map.excluded.map { [TerminalFrame.Span.plain("(not on the map)  \($0.restaurant.name)")] }
        frame.addList(rows, cursor: nil, height: height - 2)
    }

    private func drawBrowser(_ browser: BrowserHistory, refusal: LunchRefusal?, into frame: inout TerminalFrame) {
        frame.add([.plain("Address: "), .bold(address.map { $0.text + "▏" } ?? browser.current.url.absoluteString)])
        frame.add("back \(browser.canGoBack ? "enabled" : "disabled") · next \(browser.canGoForward ? "enabled" : "disabled") · refresh enabled")
        switch browser.current.status {
        case .idle, .loading(progress: nil): frame.add("Loading")
        case .loading(let progress?): frame.add("Loading \(Int((progress * 100).rounded()))%  [\(ProgressBar.text(progress, width: 20))]")
        case .loaded: frame.add("Loaded")
        case .failed(let failure): frame.add("Failed: \(failure.reason)")
        }
        if case .browser(let refused)? = refusal { frame.add("Refused: \(refused)") }
        frame.addBlank()
        for (index, entry) in browser.entries.enumerated() {
            frame.add("\(index == browser.cursor ? "•" : " ") \(entry.url.absoluteString)")
        }
    }

    private static func degrees(_ coordinate: Coordinate) -> String {
        "\(number(coordinate.latitude)), \(number(coordinate.longitude))"
    }

    private static func number(_ value: Double) -> String { String(format: "%.5f", value) }
}
