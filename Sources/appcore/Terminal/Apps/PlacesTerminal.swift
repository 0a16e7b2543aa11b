import ActionLog
import AppState
import Effects
import Foundation
import Reducers

/// Places in the terminal: the nearby list, loaded page by page as the cursor brings its end on
/// screen (the rows on screen are reported as `rowsBecameVisible`), a place's details, the map as
/// coordinates, and pull to refresh as a key.
///
/// The terminal has no location service: the position is `PLACES_LOCATION` (`latitude,longitude`,
/// by default Google Sydney's, the sample's), reported with permission granted at launch. The key
/// is `PLACES_API_KEY` (or the file named by `PLACES_API_KEY_FILE`), added by the runtime.
struct PlacesTerminal: TerminalApp {
    typealias F = PlacesFeature

    static let defaultLocation = Coordinate(latitude: -33.8670522, longitude: 151.1957362)

    var cursor = ListCursor()
    /// The rows last reported on screen, and how many pages were loaded then: the same rows are
    /// reported again only when the list changed under them (a refresh forgets them).
    var reported: (rows: VisibleRows, pages: Int)?

    init() {}

    static var credentials: [QueryCredential] { QueryCredential.placesAPIKey().map { [$0] } ?? [] }

    static var location: Coordinate {
        let parts = (ProcessInfo.processInfo.environment["PLACES_LOCATION"] ?? "").split(separator: ",")
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { return defaultLocation }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The lines the list gets on a screen of `height`.
    static func listHeight(_ height: Int) -> Int { height - 5 }

    func launch(now: Timestamp) -> [PlacesAction] {
        [.launched(PlacesConfiguration(hasAPIKey: !Self.credentials.isEmpty)), .locationPermissionChanged(.granted),
         .locationUpdated(Self.location)]
    }

    mutating func handle(_ key: Key, state: PlacesState, now: Timestamp, height: Int) -> [PlacesAction]? {
        switch key {
        case .character("1"): return [.tabSelected(.map)]
        case .character("2"): return [.tabSelected(.list)]
        case .character("r"): return [.refreshPulled]
        default: break
        }
        if state.navigation.current.top != nil {
            return key == .escape || key == .left || key == .character("b") ? [.backTapped] : nil
        }
        guard state.navigation.selected == .list else { return nil }
        let rows = state.list.rows
        if cursor.move(key, count: rows.count) { return reportVisibleRows(state, height: height) }
        guard key == .enter || key == .right else { return nil }
        cursor.clamp(rows.count)
        return rows.indices.contains(cursor.row) ? [.rowTapped(rows[cursor.row].place.id)] : []
    }

    mutating func drawn(_ state: PlacesState, height: Int, context: TerminalContext<PlacesFeature>) -> [PlacesAction] {
        reportVisibleRows(state, height: height)
    }

    /// `rowsBecameVisible` when the list shows rows other than those last reported.
    private mutating func reportVisibleRows(_ state: PlacesState, height: Int) -> [PlacesAction] {
        guard state.navigation.selected == .list, state.navigation.current.top == nil else { return [] }
        let window = TerminalFrame.window(count: state.list.rows.count, cursor: cursor.row, height: Self.listHeight(height))
        guard !window.isEmpty else { return [] }
        let visible = VisibleRows(first: window.lowerBound, last: window.upperBound - 1)
        let pages = state.list.pagesLoaded
        guard visible != state.list.visibleRows, reported.map({ $0.rows != visible || $0.pages != pages }) ?? true else { return [] }
        reported = (visible, pages)
        return [.rowsBecameVisible(visible)]
    }

    func draw(_ state: PlacesState, into frame: inout TerminalFrame, height: Int) {
        frame.add("Places", .bold)
        frame.addTabBar(["map", "list"], selected: state.navigation.selected == .map ? 0 : 1)
        frame.add(Self.status(state))
        frame.addBlank()
        if case .details(let id)? = state.navigation.current.top {
            PlaceDetailsView.draw(state.details(of: id), into: &frame)
            frame.addHelp("esc back · 1-2 tabs · q quit")
            return
        }
        let rows: [TerminalFrame.Line] = state.list.rows.map { row in
            switch state.navigation.selected {
            case .list: [.bold(row.place.name), .plain("  \(row.place.vicinity ?? "")")]
            case .map: [.plain("\(row.place.coordinate.latitude), \(row.place.coordinate.longitude)  \(row.place.name)")]
            }
        }
        let isList = state.navigation.selected == .list
        frame.addList(rows, cursor: isList && !rows.isEmpty ? min(cursor.row, rows.count - 1) : nil, height: Self.listHeight(height))
        frame.addHelp(isList ? "↑↓ move · enter details · r refresh · 1-2 tabs · q quit" : "r refresh · 1-2 tabs · q quit")
    }

    private static func status(_ state: PlacesState) -> String {
        if let notice = state.notice { return "\(notice)" }
        var parts = ["\(state.list.rows.count) places, \(state.list.pagesLoaded) pages"]
        if let pending = state.list.pending { parts.append("loading page \(pending.page)…") }
        if state.list.foundNothing { parts.append("nothing nearby") }
        if let problem = state.list.problem { parts.append("problem: \(problem)") }
        return parts.joined(separator: " · ")
    }
}
