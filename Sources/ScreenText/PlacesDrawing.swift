import AppState
import Reducers

/// Places as the terminal draws it: the nearby list under a cursor with each row's address and
/// image status, a place's details, and the map as coordinates with a pin per place.
package struct PlacesDrawing: ScreenDrawing {
    package typealias F = PlacesFeature

    package var cursor = ListCursor()

    package init() {}

    package func draw(_ screen: PlacesScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Places", .bold)
        frame.addTabBar(screen.tabBar)
        screen.notice.map { frame.addNotice($0) }
        if let details = screen.details {
            frame.addBlank()
            PlaceDetailsView.draw(details, into: &frame)
            frame.addHelp("esc \(details.back.title.lowercased()) · 1-2 tabs · q quit")
        } else if let map = screen.map {
            drawMap(map, into: &frame, height: height)
            frame.addHelp("l my location · ←↑↓→ move the map · r refresh map · 1-2 tabs · q quit")
        } else if let list = screen.list {
            drawList(list, into: &frame, height: height)
            frame.addHelp("↑↓ move · enter details · r refresh · 1-2 tabs · q quit")
        }
    }

    private func drawList(_ list: PlacesListScreen, into frame: inout TerminalFrame, height: Int) {
        let loading = list.isRefreshing ? " · refreshing…" : list.isLoading ? " · loading…" : ""
        frame.add("\(list.rows.count) places\(loading)")
        list.emptyText.map { frame.add($0) }
        frame.addBlank()
        let rows = list.rows.map { row in
            [TerminalFrame.Span.bold(row.name), .plain("  \(row.address ?? "")  \(row.image.label)")]
        }
        frame.addList(rows, cursor: rows.isEmpty ? nil : min(cursor.row, rows.count - 1), height: frame.linesLeft(in: height))
    }

    private func drawMap(_ map: PlacesMapScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add([.plain("My location: \(map.userLocation?.degrees ?? "unknown")  "), .bold("l"), .plain(" \(map.myLocation.label)")])
        let following = map.followsUser ? " · follows your location" : ""
        frame.add([.plain("Centre: \(map.centre?.degrees ?? "unknown")\(following)  "), .bold("r"), .plain(" \(map.refresh.label)")])
        frame.addBlank()
        frame.addList(map.pins.map(\.row), cursor: nil, height: frame.linesLeft(in: height))
    }
}

extension PlacesFeature: DrawnFeature {
    package typealias Drawing = PlacesDrawing
}
