import ActionLog
import AppState
import Reducers

/// Films in the terminal: the two lists behind a segmented control, each row with its poster's
/// status, hearts shared by film, and a film's details with its poster's status.
struct FilmsTerminal: TerminalApp {
    typealias F = FilmsFeature

    /// One cursor per list, kept when the other segment shows.
    var cursors: [FilmListKind: ListCursor] = [:]

    init() {}

    func launch(now: Timestamp, options: DriveOptions) -> [FilmsAction] { [.appeared] }

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

    func draw(_ screen: FilmsScreen, into frame: inout TerminalFrame, height: Int) {
        frame.add("Films", .bold)
        frame.addTabBar(screen.segments.tabs, selected: screen.segments.selectedIndex)
        frame.addBlank()
        if let details = screen.details {
            frame.add([.bold(details.title), .plain("  \(details.heart.heartLabel(isFavorite: details.isFavorite))")])
            frame.addImage(details.poster, named: "Poster")
            frame.addBlank()
            frame.addWrapped(details.description)
            frame.addBlank()
            frame.addHelp("f heart · esc \(details.back.title.lowercased()) · q quit")
            return
        }
        if let list = screen.list {
            list.notice.map { frame.addNotice($0) }
            // The poster before the description, which the screen's edge may cut.
            let rows = list.rows.map { row in
                [TerminalFrame.Span.plain(row.isFavorite ? "♥ " : "  "), .bold(row.title),
                 .plain("  \(row.poster.label)  \(row.subtitle)")]
            }
            let cursor = rows.isEmpty ? nil : min(cursors[selectedList(screen)]?.row ?? 0, rows.count - 1)
            frame.addList(rows, cursor: cursor, height: frame.linesLeft(in: height))
        }
        frame.addHelp("↑↓ move · enter details · f heart · tab/1/2 list · q quit")
    }

    /// The list the segmented control shows.
    private func selectedList(_ screen: FilmsScreen) -> FilmListKind {
        FilmListKind.allCases[screen.segments.selectedIndex]
    }
}
