import ActionLog
import AppState
import Reducers

/// Films in the terminal: the two lists behind a segmented control, hearts shared by film, and a
/// film's details.
struct FilmsTerminal: TerminalApp {
    typealias F = FilmsFeature

    /// One cursor per list, kept when the other segment shows.
    var cursors: [FilmListKind: ListCursor] = [:]

    init() {}

    func launch(now: Timestamp) -> [FilmsAction] { [.appeared] }

    mutating func handle(_ key: Key, state: FilmsState, now: Timestamp, height: Int) -> [FilmsAction]? {
        if let film = state.filmShown {
            switch key {
            case .character("f"), .character(" "): return [.heartTapped(film.id)]
            case .escape, .left, .backspace, .character("b"): return [.returnedToList(via: .button)]
            default: return nil
            }
        }
        let kind = state.selectedList
        let films = state[list: kind].content.value?.films ?? []
        var cursor = cursors[kind] ?? ListCursor()
        defer { cursors[kind] = cursor }
        if cursor.move(key, count: films.count) { return [] }
        cursor.clamp(films.count)
        let current = films.indices.contains(cursor.row) ? films[cursor.row] : nil
        switch key {
        case .tab, .character("1"), .character("2"):
            let next: FilmListKind = key == .character("1") ? .userRatings
                : key == .character("2") ? .criticRatings : kind == .userRatings ? .criticRatings : .userRatings
            return [.segmentSelected(next)]
        case .enter, .right: return current.map { [.rowTapped($0.id)] } ?? []
        case .character("f"), .character(" "): return current.map { [.heartTapped($0.id)] } ?? []
        case .character("r"):
            guard case .failed = state[list: kind].content else { return nil }
            return [.retryTapped(kind)]
        default: return nil
        }
    }

    func draw(_ state: FilmsState, into frame: inout TerminalFrame, height: Int) {
        frame.add("Films", .bold)
        frame.addTabBar(["User ratings", "Critic ratings"], selected: state.selectedList == .userRatings ? 0 : 1)
        frame.addBlank()
        if let film = state.filmShown {
            frame.add([.bold(film.title), .plain(state.isFavorite(film.id) ? "  ♥ favorite" : "  ♡ not a favorite")])
            frame.addBlank()
            frame.addWrapped(film.longDescription)
            frame.addBlank()
            frame.addHelp("f heart · esc return to film list · q quit")
            return
        }
        let kind = state.selectedList
        if let list = frame.addStatus(of: state[list: kind].content, "films") {
            let rows = list.films.map { film in
                [TerminalFrame.Span.plain(state.isFavorite(film.id) ? "♥ " : "  "), .bold(film.title),
                 .plain("  \(film.shortDescription)")]
            }
            let cursor = list.films.isEmpty ? nil : min(cursors[kind]?.row ?? 0, list.films.count - 1)
            frame.addList(rows, cursor: cursor, height: height - 5)
        }
        frame.addHelp("↑↓ move · enter details · f heart · tab/1/2 list · q quit")
    }
}
