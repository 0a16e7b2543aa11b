import AppState
import Foundation
import Reducers

/// Lunch as the terminal draws it: the tab bar, the restaurant lists with a cursor and each
/// background image's status, a detail with its heart and image, the map modal as coordinates, and
/// the browser's address (or the one being typed, for the address bar, a link or a redirect),
/// history and load progress.
package struct LunchDrawing: ScreenDrawing {
    package typealias F = LunchFeature

    package var listCursor = ListCursor()
    package var favoritesCursor = ListCursor()
    /// The address being typed in the internets tab, when one is.
    package var address: TypedAddress?

    package init() {}

    package func draw(_ screen: LunchScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add([.bold(screen.title), .plain("  m \(screen.mapButton.label)")])
        frame.addTabBar(screen.tabBar)
        frame.addBlank()
        if let map = screen.map {
            drawMap(map, into: &frame, height: height)
            frame.addHelp("m/esc \(map.close.title.lowercased()) the map · q quit")
        } else if let detail = screen.detail {
            drawDetail(detail, into: &frame)
            frame.addHelp("f heart · esc \(detail.back.title.lowercased()) · m map · 1-3 tabs · q quit")
        } else if let list = screen.list {
            let isFavorites = screen.tabBar.selected == LunchTab.favorites.rawValue
            drawList(list, cursor: isFavorites ? favoritesCursor : listCursor, into: &frame, height: height)
            frame.addHelp("↑↓ move · enter open · m map · 1-3 tabs · q quit")
        } else if let browser = screen.browser {
            drawBrowser(browser, into: &frame)
            frame.addHelp(address?.help ?? "e address · l link · d redirect · b/n back/next · r refresh · 1-3 tabs · q quit")
        }
    }

    private func drawList(_ list: LunchListScreen, cursor: ListCursor, into frame: inout TerminalFrame, height: Int) {
        list.notice.map { frame.addNotice($0) }
        list.emptyText.map { frame.add($0) }
        guard !list.rows.isEmpty else { return }
        let rows = list.rows.map { row in
            [TerminalFrame.Span.plain(row.isFavorite ? "♥ " : "  "), .bold(row.name), .plain("  \(row.category)  \(row.image.label)")]
        }
        frame.addList(rows, cursor: min(cursor.row, rows.count - 1), height: frame.linesLeft(in: height))
    }

    private func drawDetail(_ detail: LunchDetailScreen, into frame: inout TerminalFrame) {
        frame.add([.bold(detail.name), .plain("  \(detail.heart.heartLabel(isFavorite: detail.isFavorite))")])
        detail.notice.map { frame.addNotice($0) }
        detail.category.map { frame.add($0) }
        detail.image.map { frame.addImage($0, named: "Image") }
        frame.addBlank()
        detail.address.forEach { frame.add($0) }
        detail.phone.map { frame.add($0) }
        detail.twitter.map { frame.add($0) }
    }

    private func drawMap(_ map: LunchMapScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Map", .bold)
        if let region = map.region {
            let centre = ScreenPin("centre", at: region.center)
            frame.add("centre \(centre.degrees) · span \(String(format: "%.5f° × %.5f°", region.latitudeDelta, region.longitudeDelta))")
        }
        let rows = map.pins.map(\.row) + map.notOnMap.map { [TerminalFrame.Span.plain("(not on the map)  \($0)")] }
        frame.addList(rows, cursor: nil, height: frame.linesLeft(in: height))
    }

    private func drawBrowser(_ browser: BrowserScreen, into frame: inout TerminalFrame) {
        if let address, address.purpose != .addressBar {
            frame.add([.plain("Address: "), .bold(browser.address)])
        }
        frame.add([.plain(address?.label ?? "Address: "), .bold(address.map { $0.text + "▏" } ?? browser.address)])
        frame.add([browser.back, browser.next, browser.refresh]
            .map { "\($0.title.lowercased()) \($0.isEnabled ? "enabled" : "disabled")" }.joined(separator: " · "))
        switch (browser.page, browser.progress) {
        case (.loading, nil): frame.add("Loading")
        case (.loading, let progress?): frame.add("Loading \(Sentences.percent(progress))  [\(ProgressBar.text(progress, width: 20))]")
        case (.loaded, _): frame.add("Loaded")
        case (.failed, _): frame.addWrapped("Failed: " + (browser.problem ?? "the page could not be loaded."))
        }
        browser.refusal.map { frame.addWrapped("Refused: " + $0) }
        frame.addBlank()
        for (index, entry) in browser.history.enumerated() {
            frame.add("\(index == browser.current ? "•" : " ") \(entry)")
        }
    }
}

extension LunchFeature: DrawnFeature {
    package typealias Drawing = LunchDrawing
}
