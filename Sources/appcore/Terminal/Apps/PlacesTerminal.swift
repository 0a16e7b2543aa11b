import ActionLog
import AppState
import Effects
import Foundation
import Reducers
import ScreenText

/// Places in the terminal: the nearby list with each row's address and image status, loaded page
/// by page as the cursor brings its end on screen (the rows on screen are reported as
/// `rowsBecameVisible`), a place's details, the map as coordinates (the user's location, the
/// centre, My Location, the arrows moving it, a pin per place), and pull to refresh as a key.
///
/// The terminal has no location service: the position is `PLACES_LOCATION` (`latitude,longitude`,
/// by default Google Sydney's, the sample's), reported with permission granted at launch. The key
/// is `PLACES_API_KEY` (or the file named by `PLACES_API_KEY_FILE`), added by the runtime.
struct PlacesTerminal: TerminalApp {
    typealias F = PlacesFeature

    static let defaultLocation = Coordinate(latitude: -33.8670522, longitude: 151.1957362)

    var view = PlacesDrawing()
    /// The rows last reported on screen, and how many pages were loaded then: the same rows are
    /// reported again only when the list changed under them (a refresh forgets them).
    var reported: (rows: VisibleRows, pages: Int)?

    init() {}

    static var location: Coordinate {
        let parts = (ProcessInfo.processInfo.environment["PLACES_LOCATION"] ?? "").split(separator: ",")
        guard parts.count == 2, let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { return defaultLocation }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// How far an arrow key moves the map, in degrees: about the search's 100 m.
    static let mapStep = 0.001

    func launch(now: Timestamp, options: DriveOptions) -> [PlacesAction] {
        [.launched(configuration: PlacesSettings(hasAPIKey: !options.credentials.isEmpty)), .locationPermissionChanged(permission: .granted),
         .locationUpdated(position: Self.location)]
    }

    mutating func handle(_ key: Key, state: PlacesState, now: Timestamp, height: Int) -> [PlacesAction]? {
        switch key {
        case .character("1"): return [.tabSelected(tab: .map)]
        case .character("2"): return [.tabSelected(tab: .list)]
        default: break
        }
        if state.navigation.current.top != nil {
            switch key {
            case .escape, .left, .character("b"): return [.backTapped]
            case .character("r"): return [.refreshPulled]
            default: return nil
            }
        }
        switch state.navigation.selected {
        case .map: return Self.mapKey(key, state)
        case .list: return listKey(key, state)
        }
    }

    /// l is My Location, r Refresh map, and the arrows move the map.
    private static func mapKey(_ key: Key, _ state: PlacesState) -> [PlacesAction]? {
        let move: (latitude: Double, longitude: Double)
        switch key {
        case .character("l"): return [.myLocationTapped]
        case .character("r"): return [.mapRefreshTapped]
        case .up: move = (mapStep, 0)
        case .down: move = (-mapStep, 0)
        case .left: move = (0, -mapStep)
        case .right: move = (0, mapStep)
        default: return nil
        }
        guard let centre = state.map.centre ?? state.location.coordinate else { return [] }
        return [.mapMoved(centre: Coordinate(latitude: centre.latitude + move.latitude, longitude: centre.longitude + move.longitude))]
    }

    /// The arrows move the cursor (the drawing then reports the rows on screen), enter opens a
    /// place, and r pulls to refresh.
    private mutating func listKey(_ key: Key, _ state: PlacesState) -> [PlacesAction]? {
        let rows = state.list.rows
        if view.cursor.move(key, count: rows.count) { return [] }
        switch key {
        case .character("r"): return [.refreshPulled]
        case .enter, .right:
            view.cursor.clamp(rows.count)
            return rows.indices.contains(view.cursor.row) ? [.rowTapped(place: rows[view.cursor.row].place.id)] : []
        default: return nil
        }
    }

    /// `rowsBecameVisible` when the list shows rows other than those last reported.
    mutating func drawn(_ state: PlacesState, frame: TerminalFrame, context: TerminalContext<PlacesFeature>) -> [PlacesAction] {
        guard state.navigation.selected == .list, state.navigation.current.top == nil,
            let window = frame.listRows, !window.isEmpty
        else { return [] }
        let visible = VisibleRows(first: window.lowerBound, last: window.upperBound - 1)
        let pages = state.list.pagesLoaded
        guard visible != state.list.visibleRows, reported.map({ $0.rows != visible || $0.pages != pages }) ?? true else { return [] }
        reported = (visible, pages)
        return [.rowsBecameVisible(rows: visible)]
    }

}

extension PlacesFeature: TerminalFeature {
    typealias Terminal = PlacesTerminal
}
