import ActionLog
import AppState
import Reducers
import ScreenText

/// Films in the terminal: the two lists behind a segmented control, each row with its poster's
/// status, hearts shared by film, and a film's details with its poster's status.
struct FilmsTerminal: TerminalApp {
    typealias F = FilmsFeature

    var view = FilmsDrawing()

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [FilmsAction] { [.appeared] }

    mutating func handle(_ key: Key, state: FilmsState, now: Timestamp, height: Int) -> [FilmsAction]? {
        if let film = state.filmShown {
            switch key {
            case .character("f"), .character(" "): return [.heartTapped(film: film.id)]
            case .escape, .left, .backspace, .character("b"): return [.returnedToList(via: .button)]
            default: return nil
            }
        }
        let kind = state.selectedList
        let films = state[list: kind].content.value?.films ?? []
        var cursor = view.cursors[kind] ?? ListCursor()
        defer { view.cursors[kind] = cursor }
        if cursor.move(key, count: films.count) { return [] }
        cursor.clamp(films.count)
        let current = films.indices.contains(cursor.row) ? films[cursor.row] : nil
        switch key {
        case .tab, .character("1"), .character("2"):
            let next: FilmListKind = key == .character("1") ? .userRatings
                : key == .character("2") ? .criticRatings : kind == .userRatings ? .criticRatings : .userRatings
            return [.segmentSelected(list: next)]
        case .enter, .right: return current.map { [.rowTapped(film: $0.id)] } ?? []
        case .character("f"), .character(" "): return current.map { [.heartTapped(film: $0.id)] } ?? []
        case .character("r"):
            guard case .failed = state[list: kind].content else { return nil }
            return [.retryTapped(list: kind)]
        default: return nil
        }
    }

}

extension FilmsFeature: TerminalFeature {
    typealias Terminal = FilmsTerminal
}
